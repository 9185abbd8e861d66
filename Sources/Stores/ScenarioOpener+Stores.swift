import AgeScreen
import FlowEngine
import Scenarios

extension ScenarioOpener {
  /// The scenario file format's loader on every registered store, offering the built-ins: what
  /// the executables hand the screen layer, and what every command loads a scenario with.
  public static let yaml = ScenarioOpener(shelf: ScenarioLibrary.shelf) {
    document throws(ScenarioError) in
    try ScenarioLoader.load(document.text, file: document.file)
  }
}
