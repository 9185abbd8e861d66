import AgeScreen
import AppleScenarios
import FlowEngine
import Scenarios

/// A scenario as a session has it open: its text, the loaded scenario and its walkthrough.
public struct OpenScenario: Sendable {
  /// The text and origin, as saved with the session.
  public let document: ScenarioDocument
  /// The loaded scenario.
  public let scenario: Scenario
  /// The script played once, step by step.
  public let walkthrough: AppleWalkthrough

  /// Plays a scenario already loaded from `document`.
  public init(document: ScenarioDocument, scenario: Scenario) {
    self.document = document
    self.scenario = scenario
    self.walkthrough = AppleWalkthrough(scenario: scenario)
  }

  /// Opens a run already played: its walkthrough is the run's steps, so nothing is loaded or
  /// played again.
  public init(document: ScenarioDocument, run: AppleRun) {
    self.document = document
    self.scenario = run.scenario
    self.walkthrough = AppleWalkthrough(run: run)
  }
}
