import AgeScreen
import FlowEngine
import Scenarios
import Stores

@testable import AppleScreen

extension AppleShell {
  /// A shell on a document as the TUI opens one: loaded once by the YAML opener.
  package init(document: ScenarioDocument, panes: PerPane<any ShellPane<AppleShell>> = .apple)
    throws(ScenarioError)
  {
    self.init(opening: try ScenarioOpener.yaml.open(document), panes: panes)
  }
}
