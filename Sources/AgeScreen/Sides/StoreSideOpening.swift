/// What a scenario brings to the TUI for a store it names: the store's side, opened at its
/// start.
public struct StoreSideOpening<Side: StoreSide>: Sendable {
  /// The side, at the scenario's start.
  public var side: Side

  /// A side opened for a scenario.
  public init(side: Side) {
    self.side = side
  }
}
