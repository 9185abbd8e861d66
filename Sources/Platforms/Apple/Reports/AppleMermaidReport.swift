import Apple
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

/// A run as a Mermaid `sequenceDiagram`: one participant per actor that appears (App, System,
/// the person under their name, the parent under theirs, iCloud, App Store, Server, Clock, in
/// that order), one message per trace entry (responses dashed), and a note for each step's
/// narration, each broken invariant and the outcome. `agetui run … --format mermaid`.
public enum AppleMermaidReport {
  /// The width notes are wrapped to with `<br/>`, for renderers that do not wrap.
  /// The report before text from the file is made safe for a terminal (`RunReport` does that).
  static func text(_ run: AppleRun) -> String {
    let scenario = run.scenario
    let world = run.initial.world
    let entries = run.steps.flatMap(\.entries)
    let used = Set(entries.flatMap { [$0.from, $0.to] })
    let actors = AppleActor.allCases.filter(used.contains)
    var lines = [
      "---",
      "title: \(JSONValue.quoted("\(scenario.name): \(scenario.title)"))",
      "config:",
      "  sequence:",
      "    wrap: true",
      "---",
      "sequenceDiagram",
    ]
    for actor in actors {
      let title = Self.title(of: actor, in: world)
      lines.append(
        "  participant \(id(actor))"
          + (title == id(actor) ? "" : " as \(MermaidText.escaped(title))"))
    }
    let span =
      actors.count > 1
      ? "\(id(actors[0])),\(id(actors[actors.count - 1]))" : actors.first.map(id) ?? "App"
    let secondDevice = world.secondDevice?.title
    for step in run.steps {
      let heading =
        step.isAutomatic
        ? "Automatically · \(step.actionText)"
        : "Step \(step.scriptStep) of \(scenario.script.count) · \(step.actionText)"
      lines.append(
        "  Note over \(span): \(MermaidText.note([heading] + (step.narration.isEmpty ? [] : [step.narration])))"
      )
      for entry in step.entries {
        var text = entry.kind == .rejected ? "Refused: \(entry.summary)" : entry.summary
        if entry.device == .secondDevice, let secondDevice { text += " (\(secondDevice))" }
        let arrow = entry.kind == .response ? "-->>" : "->>"
        lines.append(
          "  \(id(entry.from))\(arrow)\(id(entry.to)): \(MermaidText.escaped(text))")
      }
      for violation in step.violations {
        lines.append(
          "  Note over \(span): "
            + MermaidText.note(["INVARIANT BROKEN \(violation.rule.rawValue): \(violation.detail)"])
        )
      }
    }
    let summary = run.summary
    lines.append(
      "  Note over \(span): "
        + MermaidText.note([
          "Outcome: " + ReportText.outcome(summary.outcome, questions: summary.questions)
        ]))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The identifier a participant has in the diagram.
  static func id(_ actor: AppleActor) -> String {
    switch actor {
    case .app: "App"
    case .system: "System"
    case .person: "Person"
    case .parent: "Parent"
    case .iCloud: "iCloud"
    case .appStore: "AppStore"
    case .server: "Server"
    case .clock: "Clock"
    }
  }

  /// What a participant's box says: the person's and the parent's names, otherwise the
  /// actor's title.
  static func title(of actor: AppleActor, in world: AppleWorld) -> String {
    switch actor {
    case .person: world.person.name
    case .parent: world.parentName.map { "\($0) (parent)" } ?? actor.title
    case .app, .system, .iCloud, .appStore, .server, .clock: actor.title
    }
  }
}
