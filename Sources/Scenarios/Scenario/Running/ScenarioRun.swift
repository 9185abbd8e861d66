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
    RunFailure.failures(of: steps, script: scenario.script.map { ($0.action.text, $0.line) })
  }

  /// Whether every expectation held and every invariant was kept.
  public var passed: Bool { failures.isEmpty }

  /// How many `expect` keys were checked.
  public var expectationCount: Int {
    steps.reduce(0) { $0 + $1.expectations.count }
  }
}
