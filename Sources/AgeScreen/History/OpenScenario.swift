import FlowEngine
import Scenarios

/// A scenario as a session has it open: its text, the loaded scenario and its walkthrough.
public struct OpenScenario: Sendable {
  /// The text and origin, as saved with the session.
  public let document: ScenarioDocument
  /// The loaded scenario.
  public let scenario: Scenario
  /// The script played once, step by step.
  public let walkthrough: Walkthrough

  /// Loads and plays a scenario.
  public init(_ document: ScenarioDocument) throws(ScenarioError) {
    self.document = document
    self.scenario = try document.load()
    self.walkthrough = Walkthrough(scenario: scenario)
  }
}
