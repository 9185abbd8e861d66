/// What one action did to a platform's world (``PlayableWorld/playing(_:checking:)``).
public struct PlayedAction<World: PlayableWorld>: Sendable {
  /// The world after the action.
  public var world: World
  /// The trace entries the action wrote, oldest first.
  public var entries: [World.Entry]
  /// Why the platform refused the action, if it did.
  public var refusal: World.Refusal?
  /// The invariants the action broke (empty when they were not checked).
  public var violations: [InvariantViolation]

  /// What an action did.
  public init(
    world: World, entries: [World.Entry], refusal: World.Refusal?,
    violations: [InvariantViolation]
  ) {
    self.world = world
    self.entries = entries
    self.refusal = refusal
    self.violations = violations
  }
}
