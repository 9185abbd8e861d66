import AgeScreen
import FlowEngine
import Scenarios
import Stores

extension ScenarioOpener {
  /// The scenario file format's loader, as the executable hands it to the screen layer.
  static let yaml = ScenarioOpener(shelf: ScenarioLibrary.shelf) { document throws(ScenarioError) in
    try ScenarioLoader.load(document.text, file: document.file)
  }
}
