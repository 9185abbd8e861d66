import GooglePlay

/// A scenario's Google Play part: Play's world at the start and the script of Play verbs.
public struct PlayScript: Hashable, Sendable {
  /// Play's world before the first step.
  public var world: PlayWorld
  /// The steps, in order.
  public var steps: [PlayScriptStep]

  /// Creates a Play script.
  public init(world: PlayWorld, steps: [PlayScriptStep]) {
    self.world = world
    self.steps = steps
  }
}
