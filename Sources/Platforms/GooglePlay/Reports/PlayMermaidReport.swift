import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

/// A scenario's Google Play run as a Mermaid `sequenceDiagram`: one participant per Play actor
/// that appears, one message per trace entry (responses dashed), a note per step.
enum PlayMermaidReport {
  /// The diagram before text from the file is made safe for a terminal.
  static func text(_ run: PlayRun) -> String {
    PlatformRunMermaid.text(
      run, store: "Google Play",
      actors: PlayActor.allCases.map { ($0.rawValue, PlayReportText.title($0)) },
      first: PlayActor.app.rawValue
    ) { ($0.from.rawValue, $0.to.rawValue, $0.kind, $0.summary) }
  }
}
