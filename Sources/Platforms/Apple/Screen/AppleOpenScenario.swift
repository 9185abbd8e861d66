import AgeScreen
import AppleScenarios
import FlowEngine
import Scenarios

/// A scenario as Apple's side has it open: the loaded scenario and its walkthrough.
public struct AppleOpenScenario: Sendable {
  /// The loaded scenario.
  public let scenario: Scenario
  /// The script played once, step by step.
  public let walkthrough: AppleWalkthrough

  /// Plays a scenario already loaded.
  public init(scenario: Scenario) {
    self.scenario = scenario
    self.walkthrough = AppleWalkthrough(scenario: scenario)
  }

  /// Opens a run already played: its walkthrough is the run's steps, so nothing is loaded or
  /// played again.
  public init(run: AppleRun) {
    self.scenario = run.scenario
    self.walkthrough = AppleWalkthrough(run: run)
  }
}
