import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Reports
import Scenarios

/// A scenario's Amazon Appstore run as a Mermaid `sequenceDiagram`: one participant per Amazon
/// actor that appears, one message per trace entry (responses dashed), a note per step.
enum AmazonMermaidReport {
  /// The diagram before text from the file is made safe for a terminal.
  static func text(_ run: AmazonRun) -> String {
    PlatformRunMermaid.text(
      run, store: "Amazon Appstore",
      actors: AmazonActor.allCases.map { ($0.rawValue, AmazonReportText.title($0)) },
      first: AmazonActor.app.rawValue
    ) { ($0.from.rawValue, $0.to.rawValue, $0.kind, $0.summary) }
  }
}
