import AgeScreen
import FlowEngine
import Scenarios

extension ScenarioOpener {
  /// The scenario file format's loader: what the executable hands the screen layer, and what
  /// every command loads a scenario with.
  static let yaml = ScenarioOpener { document throws(ScenarioError) in
    try ScenarioLoader.load(document.text, file: document.file)
  }
}
