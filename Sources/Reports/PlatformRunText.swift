import FlowEngine
import Scenarios

/// The parts every store's run shares in text, so that a store's report writes only its own
/// terms (its world, its facts): each step's heading, caption, narration, trace, broken
/// invariants and expectations, and the result line with its counts.
public enum PlatformRunText {
  /// The narrowest the `From → To` column is: most routes fit, so the columns after it stand
  /// in the same place in every store's report.
  static let routeWidth = 38

  /// Every step of `run`, each after a blank line: `Step 2 of 5 · revoke · moment: revocation`,
  /// the caption when it says more than the narration, the narration, one line per trace entry
  /// (its device in a column `deviceWidth` wide, as `line` names it in the store's terms; its
  /// number as wide as `lastSequence`'s, the run's last; its route in a column as wide as the
  /// run's longest, ``routeWidth`` at least), then any broken invariant and the step's
  /// expectations.
  public static func steps<World: ScenarioWorld>(
    of run: PlatformRun<World>, lastSequence: Int, deviceWidth: Int,
    line: (World.Entry) -> RunTraceLine
  ) -> [String] {
    var lines: [String] = []
    let sequenceWidth = String(lastSequence).count + 1
    let traced = run.steps.map { $0.entries.map(line) }
    let routeWidth = traced.joined().reduce(Self.routeWidth) { widest, entry in
      max(widest, "\(entry.from) → \(entry.to)".count)
    }
    for (step, entries) in zip(run.steps, traced) {
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
      for entry in entries {
        lines.append(
          "    " + ReportText.pad("#\(entry.sequence)", sequenceWidth + 1) + " \(entry.date)  "
            + ReportText.pad(entry.device ?? "-", deviceWidth)
            + ReportText.pad("\(entry.from) → \(entry.to)", routeWidth)
            + " " + ReportText.pad(entry.kind, 13) + " " + entry.summary)
      }
      for violation in step.violations {
        lines.append("  INVARIANT BROKEN \(violation.rule.rawValue): \(violation.detail)")
      }
      lines += step.expectations.map(TextReport.expectationLine)
    }
    return lines
  }

  /// `Result: passed · 5 script steps, 9 expectations, invariants checked after 5 actions`, or
  /// `Result: FAILED · …` followed by each failure.
  public static func result<World: ScenarioWorld>(of run: PlatformRun<World>) -> [String] {
    let counts =
      "\(ReportText.count(run.steps.count, "script step")), "
      + "\(ReportText.count(run.expectationCount, "expectation")), "
      + "invariants checked after \(ReportText.count(run.steps.count, "action"))"
    guard run.passed else {
      return [
        "Result: FAILED · \(ReportText.count(run.failures.count, "failure")) · \(counts)"
      ] + run.failures.map { "  \($0)" }
    }
    return ["Result: passed · \(counts)"]
  }
}
