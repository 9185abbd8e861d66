/// What a scenario brings to the TUI beside Apple's side: the platform's side, opened at its
/// start, and whether the scenario runs on Apple too (then `o` switches between the two; without,
/// the side is all there is).
public struct StoreSideOpening<Side: StoreSide>: Sendable {
  /// The side, at the scenario's start.
  public var side: Side
  /// Whether the scenario names Apple too.
  public var hasApple: Bool

  /// A side opened for a scenario.
  public init(side: Side, hasApple: Bool) {
    self.side = side
    self.hasApple = hasApple
  }
}
