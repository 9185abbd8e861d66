import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

/// A scenario's Google Play run as a Markdown spec: the world, each step's caption, narration,
/// trace (Age Signals calls and fields, Play Console, Family Link), refusal and, with
/// `withChecks`, its expectations; then Play's world at the end. Every string from the scenario
/// goes through ``MarkdownCell``, so none of it turns into markup.
enum PlayMarkdownReport {
  /// The spec; `heading` is the level of its title (`#`, or `##` under an Apple run).
  static func text(_ run: PlayRun, withChecks: Bool, heading: String) -> String {
    let scenario = run.scenario
    let world = run.initial
    var lines = [
      "\(heading) Google Play: \(MarkdownCell.text(scenario.title))", "",
      "`\(scenario.name)` · \(MarkdownCell.text(scenario.summary))", "",
      "\(heading)# The world on Google Play", "",
      "- **Date:** \(world.today)",
      "- **Region:** \(MarkdownCell.text(PlayReportText.region(world)))",
      "- **Account:** \(MarkdownCell.text(PlayReportText.account(world, scenario: scenario)))",
      "- **App:** \(MarkdownCell.text(PlayReportText.app(world)))",
    ]
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
        lines += ["", "**Refused:** \(MarkdownCell.text(refusal.text))"]
      }
      if !step.entries.isEmpty {
        lines += [
          "", "| # | Date | Device | From → To | Kind | Entry |", "|---|---|---|---|---|---|",
        ]
        lines += step.entries.map {
          "| \($0.sequence) | \($0.date) | \($0.device?.playName ?? "") | "
            + "\(PlayReportText.title($0.from)) → \(PlayReportText.title($0.to)) | "
            + "\($0.kind.rawValue) | \(MarkdownCell.text($0.summary)) |"
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
    lines += ["", "\(heading)# At the end on Google Play", ""]
    lines += PlayReportText.facts(run.final).map {
      "- **\($0.label):** \(MarkdownCell.text($0.value))"
    }
    if withChecks {
      lines += [
        "", run.passed ? "**Result:** passed" : "**Result:** FAILED",
      ]
      lines += run.failures.map { "- \(MarkdownCell.text($0.description))" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
