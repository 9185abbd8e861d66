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
    let script = scenario.play?.steps ?? []
    var failures: [RunFailure] = []
    for step in steps {
      let line = script.indices.contains(step.scriptStep - 1) ? script[step.scriptStep - 1].line : 0
      func failure(_ message: String) -> RunFailure {
        RunFailure(
          step: step.number, scriptStep: step.scriptStep, action: step.actionText, line: line,
          message: message)
      }
      failures += step.expectations.filter { !$0.passed }.map {
        failure("expect \($0.key): expected \($0.expected), actual \($0.actual)")
      }
      failures += step.violations.map {
        failure("invariant \($0.rule.rawValue) broken by \(step.actionText): \($0.detail)")
      }
    }
    self.failures = failures
    self.passed = failures.isEmpty
  }

  /// How many `expect` keys were checked.
  public var expectationCount: Int {
    steps.reduce(0) { $0 + $1.expectations.count }
  }
}
