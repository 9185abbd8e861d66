import AgeScreen
import FlowEngine
import Scenarios

extension ScenarioSource {
  /// The scenario's text and origin, as the TUI and recordings keep it.
  var document: ScenarioDocument? {
    switch self {
    case .builtIn(let scenario):
      ScenarioLibrary.sources.first { $0.name == scenario.name }.map(ScenarioDocument.init)
    case .file(let document): document
    }
  }
}
