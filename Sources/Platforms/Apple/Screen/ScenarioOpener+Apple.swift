import AgeScreen
import Scenarios

extension ScenarioOpener {
  /// Loads a document and plays its Apple script, for Apple's side.
  public func open(_ document: ScenarioDocument) throws(ScenarioError) -> AppleOpenScenario {
    AppleOpenScenario(scenario: try load(document))
  }
}
