import FlowEngine

/// What a store's `expect:` says must hold once a script step has run, checked against the
/// store's world after it (``ScriptStep``).
public protocol StepExpectation: Hashable, Sendable {
  /// The store's world.
  associatedtype World: ScenarioWorld & Hashable where World.Action: Hashable
  /// An expectation that checks nothing.
  init()
  /// What it finds in `world` after the step, the `entries` the step wrote and the store's
  /// `refusal`, if any.
  func evaluate(in world: World, entries: [World.Entry], refusal: World.Refusal?)
    -> [ExpectationResult]
}
