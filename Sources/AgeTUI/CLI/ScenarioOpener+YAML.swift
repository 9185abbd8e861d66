import AgeScreen
import FlowEngine
import Scenarios
import Stores

extension ScenarioOpener {
  /// The scenario file format's loader on every registered store, offering the built-ins: what
  /// the executable hands the screen layer, and what every command loads a scenario with.
  static let yaml = ScenarioOpener(shelf: ScenarioLibrary.shelf) { document throws(ScenarioError) in
    try ScenarioLoader.load(document.text, file: document.file)
  }
}
