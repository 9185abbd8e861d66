import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

/// A scenario's Google Play run as plain text, in Google's terms: the Age Signals calls and the
/// fields they return, Play Console and Family Link, each step's caption, narration, trace,
/// refusal and expectations, then what Play's world holds at the end.
enum PlayTextReport {
  /// The report before text from the file is made safe for a terminal.
  static func text(_ run: PlayRun) -> String {
    let scenario = run.scenario
    let world = run.initial
    var lines =
      TextReport.heading(scenario, name: "\(scenario.name) on Google Play") + [
        "World on \(world.today): \(PlayReportText.region(world))",
        "Account: \(PlayReportText.account(world, scenario: scenario))",
        "App: \(PlayReportText.app(world))",
      ]
    let sequenceWidth = String(run.final.trace.count).count + 1
    for step in run.steps {
      lines.append("")
      lines.append(
        "Step \(step.scriptStep) of \(run.steps.count) · \(step.actionText)"
          + (step.moment.map { " · moment: \($0.title)" } ?? ""))
      if !step.caption.isEmpty, step.caption != Caption.derived(from: step.narration) {
        lines += ReportText.wrap("Caption: \(step.caption)", width: TextReport.width, indent: "  ")
      }
      if !step.narration.isEmpty {
        lines += ReportText.wrap(step.narration, width: TextReport.width, indent: "  ")
      }
      for entry in step.entries {
        lines.append(
          "    " + ReportText.pad("#\(entry.sequence)", sequenceWidth + 1) + " \(entry.date)  "
            + ReportText.pad(entry.device?.playName ?? "-", 15)
            + ReportText.pad(
              "\(PlayReportText.title(entry.from)) → \(PlayReportText.title(entry.to))", 38)
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

  private static func summary(_ run: PlayRun) -> [String] {
    let world = run.final
    var lines = ["Summary (Google Play)"]
    lines += PlayReportText.facts(world).map { "  \($0.label): \($0.value)" }
    lines.append("")
    let counts =
      "\(PlayReportText.count(run.steps.count, "script step")), "
      + "\(PlayReportText.count(run.expectationCount, "expectation")), "
      + "invariants checked after \(PlayReportText.count(run.steps.count, "action"))"
    if run.passed {
      lines.append("Result: passed · \(counts)")
    } else {
      lines.append(
        "Result: FAILED · \(PlayReportText.count(run.failures.count, "failure")) · \(counts)")
      lines += run.failures.map { "  \($0)" }
    }
    return lines
  }
}
