import FlowEngine
import Scenarios

/// Every store's run as a Markdown spec, so that a store's report gives only its own terms
/// (its world's lines, its facts, its entries' names): the title, the world, each step's
/// caption, narration, refusal, trace and, with checks, its expectations; then the world at the
/// end. Every string from the scenario goes through ``MarkdownCell``, so none of it turns into
/// markup.
public enum PlatformRunMarkdown {
  /// The spec of `run` on `store` (`Google Play`); `heading` is the level of its title (`#`,
  /// or `##` under another store's run). `world` are the lines after the date, `facts` the
  /// world at the end; `refused` and `line` say a refusal and an entry in the store's terms.
  public static func text<World: ScenarioWorld>(
    _ run: PlatformRun<World>, store: String, withChecks: Bool, heading: String,
    today: SimDate, world: [(label: String, value: String)],
    facts: [(label: String, value: String)], refused: (World.Refusal) -> String,
    line: (World.Entry) -> RunTraceLine
  ) -> String {
    let scenario = run.scenario
    var lines = [
      "\(heading) \(store): \(MarkdownCell.text(scenario.title))", "",
      "`\(scenario.name)` · \(MarkdownCell.text(scenario.summary))", "",
      "\(heading)# The world on \(store)", "",
      "- **Date:** \(today)",
    ]
    lines += world.map { "- **\($0.label):** \(MarkdownCell.text($0.value))" }
    for step in run.steps {
      lines += [
        "",
        "\(heading)# Step \(step.scriptStep): \(MarkdownCell.text(step.actionText))"
          + (step.moment.map { " (\($0.title))" } ?? ""),
      ]
      if !step.caption.isEmpty {
        lines += ["", "**\(MarkdownCell.text(step.caption))**"]
      }
      if !step.narration.isEmpty, step.caption != step.narration {
        lines += ["", MarkdownCell.paragraph(step.narration)]
      }
      if let refusal = step.refusal {
        lines += ["", "**Refused:** \(MarkdownCell.text(refused(refusal)))"]
      }
      if !step.entries.isEmpty {
        lines += [
          "", "| # | Date | Device | From → To | Kind | Entry |", "|---|---|---|---|---|---|",
        ]
        lines += step.entries.map(line).map {
          "| \($0.sequence) | \($0.date) | \($0.device ?? "") | \($0.from) → \($0.to) | "
            + "\($0.kind) | \(MarkdownCell.text($0.summary)) |"
        }
      }
      if withChecks, !step.expectations.isEmpty {
        lines += [""]
        lines += step.expectations.map {
          "- `\($0.key)` = \(MarkdownCell.text($0.expected)): "
            + ($0.passed ? "ok" : "**FAILED**, actual \(MarkdownCell.text($0.actual))")
        }
      }
    }
    lines += ["", "\(heading)# At the end on \(store)", ""]
    lines += facts.map { "- **\($0.label):** \(MarkdownCell.text($0.value))" }
    if withChecks {
      lines += ["", run.passed ? "**Result:** passed" : "**Result:** FAILED"]
      lines += run.failures.map { "- \(MarkdownCell.text($0.description))" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
