import AppleScenarios
import FlowEngine
import Reports
import Scenarios

/// A scenario as a session has it open: its text, the loaded scenario and its walkthrough.
public struct OpenScenario: Sendable {
  /// The text and origin, as saved with the session.
  public let document: ScenarioDocument
  /// The loaded scenario.
  public let scenario: Scenario
  /// The script played once, step by step.
  public let walkthrough: Walkthrough

  /// Plays a scenario already loaded from `document`.
  public init(document: ScenarioDocument, scenario: Scenario) {
    self.document = document
    self.scenario = scenario
    self.walkthrough = Walkthrough(scenario: scenario)
  }

  /// Opens a run already played: its walkthrough is the run's steps, so nothing is loaded or
  /// played again.
  public init(document: ScenarioDocument, run: AppleRun) {
    self.document = document
    self.scenario = run.scenario
    self.walkthrough = Walkthrough(run: run)
  }

  /// Opens a scenario `agetui run` has played and reported: the walkthrough is the report's
  /// Apple run's steps when it has one, so nothing is played again (the TUI's host is Apple's
  /// shell, whose walkthrough a scenario not on Apple plays with nothing in its script).
  public init(document: ScenarioDocument, scenario: Scenario, report: RunReport) {
    if let run = report.run(AppleRun.self) {
      self.init(document: document, run: run)
    } else {
      self.init(document: document, scenario: scenario)
    }
  }
}
