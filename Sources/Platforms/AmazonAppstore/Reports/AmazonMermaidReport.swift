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
    let scenario = run.scenario
    let entries = run.steps.flatMap(\.entries)
    let used = Set(entries.flatMap { [$0.from, $0.to] })
    let actors = AmazonActor.allCases.filter(used.contains)
    var lines = [
      "---",
      "title: \(JSONValue.quoted("\(scenario.name) on Amazon Appstore: \(scenario.title)"))",
      "config:",
      "  sequence:",
      "    wrap: true",
      "---",
      "sequenceDiagram",
    ]
    lines += actors.map {
      "  participant \($0.rawValue) as \(MermaidText.escaped(AmazonReportText.title($0)))"
    }
    let span =
      actors.count > 1
      ? "\(actors[0].rawValue),\(actors[actors.count - 1].rawValue)"
      : actors.first?.rawValue ?? AmazonActor.app.rawValue
    for step in run.steps {
      let heading = "Step \(step.scriptStep) of \(run.steps.count) · \(step.actionText)"
      lines.append(
        "  Note over \(span): "
          + MermaidSequenceReport.note([heading] + (step.narration.isEmpty ? [] : [step.narration]))
      )
      for entry in step.entries {
        let text = entry.kind == .rejected ? "Refused: \(entry.summary)" : entry.summary
        let arrow = entry.kind == .response ? "-->>" : "->>"
        lines.append(
          "  \(entry.from.rawValue)\(arrow)\(entry.to.rawValue): \(MermaidText.escaped(text))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
