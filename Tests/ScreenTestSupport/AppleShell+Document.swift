import AgeScreen
import FlowEngine
import Scenarios
import Stores

@testable import AppleScreen

extension AppleShell {
  /// A shell on a document as the TUI opens one: loaded once by the YAML opener, which also
  /// loads the scenarios opened later.
  package init(document: ScenarioDocument, panes: PerPane<any ShellPane<AppleShell>> = .apple)
    throws(ScenarioError)
  {
    self.init(opening: try ScenarioOpener.yaml.open(document), opener: .yaml, panes: panes)
  }
}
