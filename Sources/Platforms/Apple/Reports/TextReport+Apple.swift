import Apple
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

/// Apple's run as plain text: one line per trace entry with simulated time and actors,
/// narration lines, expectation results, then the summary. What `agetui run` prints by default.
extension TextReport {
  /// The report before text from the file is made safe for a terminal (`RunReport` does that).
  public static func text(_ run: AppleRun) -> String {
    let scenario = run.scenario
    let world = scenario.appleWorld
    var lines =
      heading(scenario, name: scenario.name) + [
        "World on \(world.today): iOS \(world.os.rawValue) · \(ReportText.region(in: world))",
        "Person: \(ReportText.person(in: world))"
          + (world.parentName.map { " · parent \($0)" } ?? " · no parent"),
        "App: \(ReportText.app(in: world))",
      ]
    lines += ReportText.changes(in: world).map { "Change: \($0)" }
    let sequenceWidth = String(run.final.trace.count).count + 1
    for (index, step) in run.steps.enumerated() {
      lines.append("")
      if step.isAutomatic {
        lines.append("  Automatic · \(step.actionText)")
      } else {
        lines.append("Step \(step.scriptStep) of \(scenario.script.count) · \(step.actionText)")
      }
      if step.hasOwnCaption {
        lines += ReportText.wrap("Caption: \(step.caption)", width: width, indent: "  ")
      }
      if !step.narration.isEmpty {
        lines += ReportText.wrap(step.narration, width: width, indent: "  ")
      }
      for entry in step.entries {
        lines.append(traceLine(entry, sequenceWidth: sequenceWidth))
        lines += serverNotificationLines(entry)
      }
      for violation in step.violations {
        lines.append("  INVARIANT BROKEN \(violation.rule.rawValue): \(violation.detail)")
      }
      let isLastOfGroup =
        index + 1 == run.steps.count || run.steps[index + 1].scriptStep != step.scriptStep
      if isLastOfGroup,
        let scripted = run.steps.last(where: {
          $0.scriptStep == step.scriptStep && !$0.isAutomatic
        })
      {
        for result in scripted.expectations {
          lines.append(expectationLine(result))
        }
      }
    }
    lines.append("")
    lines += summary(run)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `  #12  2026-09-14  child-iphone   App → App            flow        …`.
  static func traceLine(_ entry: AppleTraceEntry, sequenceWidth: Int) -> String {
    "    " + ReportText.pad("#\(entry.sequence)", sequenceWidth + 1) + " \(entry.date)  "
      + ReportText.pad(entry.device?.rawValue ?? "-", 15)
      + ReportText.pad("\(entry.from.title) → \(entry.to.title)", 20) + " "
      + ReportText.pad(entry.kind.rawValue, 13) + " " + entry.summary
  }

  /// Under a server notification's line, the payload the developer's server decodes, as JSON
  /// in Apple's shape; nothing under any other entry.
  static func serverNotificationLines(_ entry: AppleTraceEntry) -> [String] {
    guard case .rescindConsentNotification(let notification)? = entry.detail else { return [] }
    let indent = String(repeating: " ", count: 8)
    let heading = "decoded signedPayload (signedAppTransactionInfo is an unsigned JWS, alg none):"
    return [indent + heading]
      + notification.json.rendered().split(separator: "\n").map { indent + $0 }
  }

  private static func summary(_ run: AppleRun) -> [String] {
    let summary = run.summary
    let world = run.final.world
    var lines = ["Summary"]
    for device in summary.devices {
      lines.append(
        "  \(world.person.name)'s \(device.kind.title) (\(device.device.rawValue)): "
          + device.stepDescription
          + (device.branch.map { ", branch \($0.rawValue)" } ?? ""))
    }
    lines.append("  Outcome: \(ReportText.outcome(summary.outcome, questions: summary.questions))")
    lines.append("  The app learned:")
    if summary.learned.isEmpty { lines.append("    nothing") }
    for entry in summary.learned {
      lines.append(
        "    " + ReportText.pad("#\(entry.sequence)", 5) + " \(entry.date)  "
          + ReportText.pad(entry.device.rawValue, 15) + entry.fact.summary)
    }
    lines.append("  Questions:")
    if summary.questions.isEmpty { lines.append("    none") }
    lines += summary.questions.map { "    " + ReportText.question($0) }
    if !summary.parentNotifications.isEmpty {
      lines.append("  \(world.parentName ?? "The parent")'s notifications:")
      lines += summary.parentNotifications.map { "    \($0)" }
    }
    lines.append("  The system knows (the app never does):")
    lines += summary.systemFacts.map { "    \($0.label): \($0.value)" }
    lines.append("")
    let automatic = run.steps.filter(\.isAutomatic).count
    let counts =
      "\(ReportText.count(run.scenario.script.count, "script step")), "
      + "\(ReportText.count(automatic, "automatic answer")), \(ReportText.count(run.expectationCount, "expectation")), "
      + "invariants checked after \(ReportText.count(run.steps.count, "action"))"
    let failures = run.failures
    if failures.isEmpty {
      lines.append("Result: passed · \(counts)")
    } else {
      lines.append("Result: FAILED · \(ReportText.count(failures.count, "failure")) · \(counts)")
      lines += failures.map { "  \($0)" }
    }
    return lines
  }
}
