import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Reports
import Scenarios

/// A scenario's Amazon Appstore run as plain text, in Amazon's terms: each `GetUserAgeData`
/// row with its six keys, the Developer Console and the parent's consent, each step's caption,
/// narration, trace, refusal and expectations, then what Amazon's world holds at the end.
enum AmazonTextReport {
  /// The report before text from the file is made safe for a terminal.
  static func text(_ run: AmazonRun) -> String {
    let scenario = run.scenario
    let world = run.initial
    var lines =
      TextReport.heading(scenario, name: "\(scenario.name) on Amazon Appstore") + [
        "World on \(world.today): \(AmazonReportText.region(world))",
        "Profile: \(AmazonReportText.profile(world, scenario: scenario))",
        "App: \(AmazonReportText.app(world))",
      ]
    let sequenceWidth = String(run.final.trace.count).count + 1
    for step in run.steps {
      lines.append("")
      lines.append(
        "Step \(step.scriptStep) of \(run.steps.count) · \(step.actionText)"
          + (step.moment.map { " · moment: \($0.title)" } ?? ""))
      if step.hasOwnCaption {
        lines += ReportText.wrap("Caption: \(step.caption)", width: TextReport.width, indent: "  ")
      }
      if !step.narration.isEmpty {
        lines += ReportText.wrap(step.narration, width: TextReport.width, indent: "  ")
      }
      for entry in step.entries {
        lines.append(
          "    " + ReportText.pad("#\(entry.sequence)", sequenceWidth + 1) + " \(entry.date)  "
            + ReportText.pad(entry.device?.amazonName ?? "-", 18)
            + ReportText.pad(
              "\(AmazonReportText.title(entry.from)) → \(AmazonReportText.title(entry.to))", 38)
            + " " + ReportText.pad(entry.kind.rawValue, 13) + " " + entry.summary)
      }
      for violation in step.violations {
        lines.append("  INVARIANT BROKEN \(violation.rule.rawValue): \(violation.detail)")
      }
      lines += step.expectations.map(TextReport.expectationLine)
    }
    lines.append("")
    lines += summary(run)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func summary(_ run: AmazonRun) -> [String] {
    var lines = ["Summary (Amazon Appstore)"]
    lines += AmazonReportText.facts(run.final).map { "  \($0.label): \($0.value)" }
    lines.append("")
    let counts =
      "\(AmazonReportText.count(run.steps.count, "script step")), "
      + "\(AmazonReportText.count(run.expectationCount, "expectation")), "
      + "invariants checked after \(AmazonReportText.count(run.steps.count, "action"))"
    if run.passed {
      lines.append("Result: passed · \(counts)")
    } else {
      lines.append(
        "Result: FAILED · \(AmazonReportText.count(run.failures.count, "failure")) · \(counts)")
      lines += run.failures.map { "  \($0)" }
    }
    return lines
  }
}
