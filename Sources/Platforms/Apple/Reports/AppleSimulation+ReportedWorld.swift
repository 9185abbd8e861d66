import Apple
import AppleScenarios
import Reports
import Scenarios

extension AppleSimulation: ReportedWorld {
  /// Apple's document is the outer one; the key names it where another platform's comes first.
  public static var jsonKey: String { "apple" }

  /// `TextReport`.
  public static func text(of run: AppleRun) -> String { TextReport.text(run) }

  /// `AppleMarkdownReport`.
  public static func markdown(of run: AppleRun, withChecks: Bool) -> String {
    AppleMarkdownReport.text(run, withChecks: withChecks)
  }

  /// `JSONReport` (format `agetui-run`).
  public static func json(of run: AppleRun) -> JSONValue { JSONReport.document(run) }

  /// `AppleMermaidReport`.
  public static func mermaid(of run: AppleRun) -> String { AppleMermaidReport.text(run) }
}
