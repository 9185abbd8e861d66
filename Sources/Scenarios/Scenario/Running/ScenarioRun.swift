import Apple
import FlowEngine

/// A finished headless run of a scenario: every step, then the summary.
public struct ScenarioRun: Hashable, Sendable {
  /// The scenario played.
  public var scenario: Scenario
  /// The simulation before the first step.
  public var initial: Simulation
  /// Every step, scripted and automatic, in order.
  public var steps: [WalkthroughStep]
  /// The simulation after the last step.
  public var final: Simulation
  /// The summary of `final`.
  public var summary: RunSummary

  /// Creates a run.
  public init(scenario: Scenario, initial: Simulation, steps: [WalkthroughStep], final: Simulation)
  {
    self.scenario = scenario
    self.initial = initial
    self.steps = steps
    self.final = final
    self.summary = RunSummary(final)
  }

  /// Every failed expectation, unexpected refusal and broken invariant, in step order.
  public var failures: [RunFailure] {
    var failures: [RunFailure] = []
    for step in steps {
      let script =
        scenario.script.indices.contains(step.scriptStep - 1)
        ? scenario.script[step.scriptStep - 1] : nil
      let action = script?.action.text ?? step.actionText
      let line = script?.line ?? 0
      for result in step.expectations where !result.passed {
        failures.append(
          RunFailure(
            step: step.number, scriptStep: step.scriptStep, action: action, line: line,
            message:
              "expect \(result.key): expected \(result.expected), actual \(result.actual)"))
      }
      for violation in step.violations {
        failures.append(
          RunFailure(
            step: step.number, scriptStep: step.scriptStep, action: action, line: line,
            message:
              "invariant \(violation.rule.rawValue) broken by \(step.actionText): \(violation.detail)"
          ))
      }
    }
    return failures
  }

  /// Whether every expectation held and every invariant was kept.
  public var passed: Bool { failures.isEmpty }

  /// How many `expect` keys were checked.
  public var expectationCount: Int {
    steps.reduce(0) { $0 + $1.expectations.count }
  }
}
