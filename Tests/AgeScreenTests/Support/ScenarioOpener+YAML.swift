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

extension SimulatorShell {
  /// A shell on a document as the TUI opens one: loaded once by the YAML opener, which also
  /// loads the scenarios opened later.
  init(document: ScenarioDocument, panes: PerPane<any ShellPane<SimulatorShell>> = .apple)
    throws(ScenarioError)
  {
    self.init(opening: try ScenarioOpener.yaml.open(document), opener: .yaml, panes: panes)
  }
}
