import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Reports
import Scenarios

/// A scenario's Amazon Appstore run as a Markdown spec: the world, each step's caption,
/// narration, trace, refusal and, with `withChecks`, its expectations; then Amazon's world at
/// the end. Every string from the scenario goes through ``MarkdownCell``.
enum AmazonMarkdownReport {
  /// The spec; `heading` is the level of its title.
  static func text(_ run: AmazonRun, withChecks: Bool, heading: String) -> String {
    let scenario = run.scenario
    let world = run.initial
    var lines = [
      "\(heading) Amazon Appstore: \(MarkdownCell.text(scenario.title))", "",
      "`\(scenario.name)` · \(MarkdownCell.text(scenario.summary))", "",
      "\(heading)# The world on Amazon Appstore", "",
      "- **Date:** \(world.today)",
      "- **Region:** \(MarkdownCell.text(AmazonReportText.region(world)))",
      "- **Profile:** \(MarkdownCell.text(AmazonReportText.profile(world, scenario: scenario)))",
      "- **App:** \(MarkdownCell.text(AmazonReportText.app(world)))",
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
          "| \($0.sequence) | \($0.date) | \($0.device?.amazonName ?? "") | "
            + "\(AmazonReportText.title($0.from)) → \(AmazonReportText.title($0.to)) | "
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
    lines += ["", "\(heading)# At the end on Amazon Appstore", ""]
    lines += AmazonReportText.facts(run.final).map {
      "- **\($0.label):** \(MarkdownCell.text($0.value))"
    }
    if withChecks {
      lines += ["", run.passed ? "**Result:** passed" : "**Result:** FAILED"]
      lines += run.failures.map { "- \(MarkdownCell.text($0.description))" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
