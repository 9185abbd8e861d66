/// What a scenario brings to the TUI beside the host's side (``SessionHost``): the platform's
/// side, opened at its start. Whether the scenario runs on the host's store too is the
/// scenario's own `platforms:` (``StoreSides/runsOnHost``).
public struct StoreSideOpening<Side: StoreSide>: Sendable {
  /// The side, at the scenario's start.
  public var side: Side

  /// A side opened for a scenario.
  public init(side: Side) {
    self.side = side
  }
}
