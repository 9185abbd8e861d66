import AmazonAppstore
import AmazonAppstoreScenarios
import Reports
import Scenarios

extension AmazonWorld: ReportedWorld {
  /// Inside the first store's document, Amazon's is under `amazonAppstore`.
  public static var jsonKey: String { "amazonAppstore" }

  /// `AmazonTextReport`, in Amazon's terms.
  public static func text(of run: AmazonRun) -> String { AmazonTextReport.text(run) }

  /// `AmazonMarkdownReport`, its heading at the top level.
  public static func markdown(of run: AmazonRun, withChecks: Bool) -> String {
    AmazonMarkdownReport.text(run, withChecks: withChecks, heading: "#")
  }

  /// `AmazonJSONReport` (format `agetui-amazon-run`).
  public static func json(of run: AmazonRun) -> JSONValue { AmazonJSONReport.document(run) }

  /// `AmazonMermaidReport`.
  public static func mermaid(of run: AmazonRun) -> String { AmazonMermaidReport.text(run) }
}
