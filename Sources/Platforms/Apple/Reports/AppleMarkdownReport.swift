import Apple
import ApplePresentation
import AppleScenarios
import FlowEngine
import Presentation
import Reports
import Scenarios

/// A run as Markdown that reads as a design spec: each step as a heading with its narration,
/// what every device shows (with the system's exact texts in quotes), what the app learned and
/// the trace; then the outcome and what only the system knows; and, when asked for, the checks
/// (every `expect` result and the run's result) in a section of their own.
///
/// Every string that comes from the scenario file (names, titles, narration, handles, change
/// descriptions, expected values) goes through ``MarkdownCell``, so none of it turns into
/// markup: `<img onerror>` or `<script>` in a file arrives as text.
enum AppleMarkdownReport {
  /// The report before text from the file is made safe for a terminal (`RunReport` does that).
  /// `withChecks` adds the "Checks" section; without it the spec holds no test results, which
  /// belong to testers, not readers.
  static func text(_ run: AppleRun, withChecks: Bool) -> String {
    let scenario = run.scenario
    let world = run.initial.world
    let text = { (text: String) in MarkdownCell.text(text) }
    var lines = [
      "# \(text(scenario.title))", "",
      "\(MarkdownCell.code(scenario.name)) · \(text(scenario.summary))", "",
      "## The world", "",
      "- **Date:** \(world.today) · **OS:** iOS \(world.os.rawValue)",
      "- **Region:** \(text(ReportText.region(in: world)))",
      "- **Person:** \(text(ReportText.person(in: world))); Age Range for Apps: "
        + "\(world.person.sharingMode.title)"
        + (world.person.isInFamily ? "; in Family Sharing" : "; not in Family Sharing"),
      "- **Parent:** \(text(world.parentName ?? "none"))",
      "- **App:** \(text(ReportText.app(in: world)))",
    ]
    lines += ReportText.changes(in: world).map { "- **Change** \(text($0))" }
    if let second = world.secondDevice {
      lines.append("- **Second device:** \(text(second.title)), same Apple Account")
    }
    lines.append("- **Declared answers:** \(answers(scenario.answers))")
    var previous = run.initial
    for step in run.steps {
      lines.append("")
      if step.isAutomatic {
        lines.append("### Automatically: \(text(step.actionText))")
      } else {
        lines.append("## Step \(step.scriptStep): \(text(step.actionText))")
      }
      lines.append("")
      if step.hasOwnCaption {
        // Bold, as the step's one-line summary.
        lines += ["**\(text(step.caption))**", ""]
      }
      if !step.narration.isEmpty {
        lines += [MarkdownCell.paragraph(step.narration), ""]
      }
      if let rejection = step.refusal?.text {
        lines += ["> **Refused:** \(text(rejection))", ""]
      }
      lines += screens(after: step.world, before: previous)
      lines += learned(step, before: previous)
      lines += trace(step.entries)
      for violation in step.violations {
        lines += [
          "",
          "> **Invariant broken:** `\(violation.rule.rawValue)`: "
            + MarkdownCell.text(violation.detail),
        ]
      }
      previous = step.world
    }
    lines += [""] + outcome(run)
    if withChecks {
      lines += [""] + checks(run)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every script step's `expect` results, then the run's result and its failures.
  private static func checks(_ run: AppleRun) -> [String] {
    var lines = ["## Checks"]
    for step in run.steps where !step.isAutomatic && !step.expectations.isEmpty {
      let line =
        run.scenario.script.indices.contains(step.scriptStep - 1)
        ? run.scenario.script[step.scriptStep - 1].line : 0
      lines += [
        "",
        "### Step \(step.scriptStep): \(MarkdownCell.text(step.actionText))"
          + (line > 0 ? " (line \(line))" : ""),
        "",
      ]
      lines += step.expectations.map {
        let expected = MarkdownCell.code($0.expected)
        return $0.passed
          ? "- `\($0.key)` is \(expected): passed"
          : "- `\($0.key)` is \(expected): **FAILED**, actually \(MarkdownCell.code($0.actual))"
      }
    }
    if run.expectationCount == 0 {
      lines += ["", "The script checks nothing with `expect`."]
    }
    let failures = run.failures
    lines += ["", failures.isEmpty ? "**Result: passed.**" : "**Result: FAILED.**"]
    if !failures.isEmpty {
      lines.append("")
      lines += failures.map { "- \(MarkdownCell.text($0.description))" }
    }
    return lines
  }

  private static func answers(_ answers: AppleDeclaredAnswers) -> String {
    var parts: [String] = []
    if let prompt = answers.ageRangePrompt { parts.append("age-range-prompt: \(prompt.rawValue)") }
    if let asks = answers.askParent { parts.append("ask-parent: \(asks ? "yes" : "no")") }
    func policy(_ policy: AppleDeclaredAnswers.ParentPolicy?) -> String? {
      switch policy {
      case .choose(let id)?: id.rawValue
      case .never?: "never"
      case nil: nil
      }
    }
    let update = policy(answers.parentOnUpdate)
    let communication = policy(answers.parentOnCommunication)
    if update == communication, let update {
      parts.append("parent: \(update)")
    } else {
      if let update { parts.append("parent (significant update): \(update)") }
      if let communication { parts.append("parent (communication): \(communication)") }
    }
    if let acknowledges = answers.acknowledges {
      parts.append("acknowledgment: \(acknowledges ? "acknowledge" : "never")")
    }
    return parts.isEmpty ? "none (the script answers every prompt)" : parts.joined(separator: "; ")
  }

  /// One table row per device, from the same presentations the TUI panes show. Exact texts
  /// are in straight quotes, since the texts themselves use curly ones.
  private static func screens(after simulation: AppleSimulation, before: AppleSimulation)
    -> [String]
  {
    var lines = ["| Device | Shows |", "|---|---|"]
    for device in simulation.devices {
      let screen = AppleChildDevicePresentation(simulation, device: device.id)
      var items = [
        "[\(screen.status.label)] Screen \(quoted(screen.screenTitle)): "
          + screen.screenLines.map(quoted).joined(separator: " ") + buttons(screen.screenChoices)
      ]
      if let sheet = screen.sheet {
        items.append(
          "Sheet \(quoted(sheet.title)): " + sheet.message.map(quoted).joined(separator: " ")
            + buttons(sheet.choices))
      }
      if let note = screen.systemNote { items.append("Note: \(quoted(note))") }
      let shown = before.device(device.id)?.notifications.count ?? 0
      items += device.notifications.dropFirst(shown).map {
        "Notification: \(quoted($0.text))"
      }
      let cells = items.map { MarkdownCell.text($0) }.joined(separator: "<br>")
      lines.append("| \(MarkdownCell.text(screen.heading)) | \(cells) |")
    }
    let parent = AppleParentDevicePresentation(simulation)
    var items = parent.thread.map { bubble in
      "Messages #\(bubble.questionID): \(quoted(bubble.text)) (\(bubble.status))"
        + buttons(bubble.choices)
    }
    if items.isEmpty { items = [parent.hasParent ? "No requests in Messages." : "No parent."] }
    let shown = before.parentNotifications.count
    items += simulation.parentNotifications.dropFirst(shown).map {
      "Notification: \(quoted($0.text))"
    }
    let cells = items.map { MarkdownCell.text($0) }.joined(separator: "<br>")
    lines.append("| \(MarkdownCell.text(parent.heading)) | \(cells) |")
    return lines
  }

  private static func buttons(_ choices: [AppleActionChoice]) -> String {
    choices.isEmpty
      ? "" : " Buttons: " + choices.map { quoted($0.label) }.joined(separator: ", ") + "."
  }

  private static func quoted(_ text: String) -> String {
    "\"\(text)\""
  }

  private static func learned(_ step: AppleWalkthroughStep, before: AppleSimulation) -> [String] {
    let new = step.world.ledger.dropFirst(before.ledger.count)
    guard !new.isEmpty else { return ["", "**The app learned:** nothing new."] }
    return [
      "",
      "**The app learned:** "
        + MarkdownCell.text(new.map(\.fact.summary).joined(separator: "; ")) + ".",
    ]
  }

  private static func trace(_ entries: [AppleTraceEntry]) -> [String] {
    guard !entries.isEmpty else { return [] }
    var lines = [
      "", "| # | Date | Device | From → To | Kind | Entry |", "|---|---|---|---|---|---|",
    ]
    for entry in entries {
      lines.append(
        "| \(entry.sequence) | \(entry.date) | \(entry.device?.rawValue ?? "") | "
          + "\(entry.from.title) → \(entry.to.title) | \(entry.kind.rawValue) | "
          + "\(MarkdownCell.text(entry.summary)) |")
    }
    return lines
  }

  private static func outcome(_ run: AppleRun) -> [String] {
    let summary = run.summary
    let world = run.final.world
    var lines = ["## Outcome", ""]
    let text = { (text: String) in MarkdownCell.text(text) }
    for device in summary.devices {
      lines.append(
        "- **\(text(world.person.name))'s \(device.kind.title):** "
          + text(device.stepDescription)
          + (device.branch.map { ", branch `\($0.rawValue)`" } ?? ""))
    }
    lines.append("- \(text(ReportText.outcome(summary.outcome, questions: summary.questions)))")
    lines += summary.questions.map { "- Question \(text(ReportText.question($0)))" }
    lines += ["", "## What the app learned", ""]
    lines +=
      summary.learned.isEmpty
      ? ["Nothing."]
      : summary.learned.map {
        "- #\($0.sequence) \($0.date) on \($0.device.rawValue): \(text($0.fact.summary))"
      }
    lines += ["", "## What only the system knows", ""]
    lines += summary.systemFacts.map { "- **\(text($0.label)):** \(text($0.value))" }
    return lines
  }
}
