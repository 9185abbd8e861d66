import GooglePlay

/// A finished headless run of a scenario's Google Play part.
public struct PlayRun: Hashable, Sendable {
  /// The scenario played.
  public var scenario: Scenario
  /// Play's world before the first step.
  public var initial: PlayWorld
  /// Every step, in order.
  public var steps: [PlayRunStep]
  /// Play's world after the last step.
  public var final: PlayWorld
  /// Every failed expectation and broken invariant, in step order.
  public var failures: [RunFailure]
  /// Whether every expectation held and every invariant was kept.
  public var passed: Bool

  /// Creates a run; its failures come from the steps' expectations and violations.
  public init(scenario: Scenario, initial: PlayWorld, steps: [PlayRunStep], final: PlayWorld) {
    self.scenario = scenario
    self.initial = initial
    self.steps = steps
    self.final = final
    self.failures = RunFailure.failures(
      of: steps, script: (scenario.play?.steps ?? []).map { ($0.text, $0.line) })
    self.passed = failures.isEmpty
  }

  /// How many `expect` keys were checked.
  public var expectationCount: Int {
    steps.reduce(0) { $0 + $1.expectations.count }
  }
}
