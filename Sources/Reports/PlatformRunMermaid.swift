import FlowEngine
import Scenarios

/// Every store's run as a Mermaid `sequenceDiagram`, so that a store's report gives only its
/// actors and its entries' ends: one participant per actor that appears (in the store's
/// order), one message per trace entry (responses dashed, refusals said), a note per step.
public enum PlatformRunMermaid {
  /// One trace entry as a message: its ends (actor IDs), its kind and its words.
  public typealias Message = (from: String, to: String, kind: TraceKind, summary: String)

  /// The diagram of `run` on `store`: `actors` are every actor of the store in order, with
  /// their titles; `first` is the actor a note spans when none appears; `message` says an
  /// entry's ends in the store's IDs.
  public static func text<World: ScenarioWorld>(
    _ run: PlatformRun<World>, store: String, actors: [(id: String, title: String)],
    first: String, message: (World.Entry) -> Message
  ) -> String {
    let scenario = run.scenario
    let messages = run.steps.map { $0.entries.map(message) }
    let used = Set(messages.joined().flatMap { [$0.from, $0.to] })
    let shown = actors.filter { used.contains($0.id) }
    var lines = [
      "---",
      "title: \(JSONValue.quoted("\(scenario.name) on \(store): \(scenario.title)"))",
      "config:",
      "  sequence:",
      "    wrap: true",
      "---",
      "sequenceDiagram",
    ]
    lines += shown.map { "  participant \($0.id) as \(MermaidText.escaped($0.title))" }
    let span =
      shown.count > 1 ? "\(shown[0].id),\(shown[shown.count - 1].id)" : shown.first?.id ?? first
    for (step, messages) in zip(run.steps, messages) {
      let heading = "Step \(step.scriptStep) of \(run.steps.count) · \(step.actionText)"
      lines.append(
        "  Note over \(span): "
          + MermaidText.note([heading] + (step.narration.isEmpty ? [] : [step.narration]))
      )
      for message in messages {
        let text = message.kind == .rejected ? "Refused: \(message.summary)" : message.summary
        let arrow = message.kind == .response ? "-->>" : "->>"
        lines.append("  \(message.from)\(arrow)\(message.to): \(MermaidText.escaped(text))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
