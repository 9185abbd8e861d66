import Analyses
import FlowEngine
import GooglePlay
import Reports
import Scenarios

/// A Google Play sweep ready to print: its distinct outcomes (`G1`, `G2`, …), the values of
/// each axis among the cases ending in each, and every broken rule with the actions that broke
/// it. Text and Markdown collapse the cases; CSV and JSON carry every case as a row.
public struct PlayExploreReport: Sendable {
  /// What was swept.
  public let space: PlayExploreSpace
  /// The sweep, merged.
  public let result: PlayExplorePartial

  /// Wraps a merged sweep of `space`.
  public init(space: PlayExploreSpace, result: PlayExplorePartial) {
    self.space = space
    self.result = result
  }

  /// Whether every rule held on every case.
  public var passed: Bool { result.passed }

  /// The rules checked after every action (`PlayInvariants`).
  static let rules: [Invariant] = [
    .appNeverLearnsExactAge, .neverShareNeverDiscloses, .onlyParentAnswers,
    .declinedOrExpiredNeverUnblocks,
  ]

  /// `G1`.
  static func outcomeName(_ number: Int) -> String { "G\(number + 1)" }

  /// The headline.
  var title: String {
    "Google Play: \(ExploreText.count(result.caseOutcomes.count, "case")) in "
      + "\(ExploreText.count(space.settingCount, "world")) on \(space.date)"
  }

  /// The app and the change it declares.
  var appLine: String {
    let app = space.app
    let effective = space.date.adding(days: PlayExploreSpace.effectiveAfterDays)
    return "\(app.name) \(app.currentVersion) (\(app.bundleID)); gates "
      + app.gates.map(String.init).joined(separator: ", ")
      + "; \(app.featureName) from \(app.featureMinimumAge); default age ranges; significant "
      + "change \(app.changes.first?.id.rawValue ?? "significant-change") declared in Play "
      + "Console on \(space.date), effective \(effective)"
  }

  /// Each axis with its values.
  var axisLines: [String] {
    zip(PlayExploreSpace.axisNames, space.axisValues).map { name, values in
      "\(name) (\(values.count)): "
        + (name == "age"
          ? Self.ages(values.compactMap { Int($0) }) : values.joined(separator: ", "))
    }
  }

  /// What every case does.
  var procedure: String {
    let days = PlayExploreSpace.effectiveAfterDays
    return "In each case the developer declares the change in Play Console (or cancels it at "
      + "once), the child opens \(space.app.name) on the Android phone and answers Play's sharing "
      + "prompt, if it shows, with the case's prompt answer; \(days) days pass (the change takes "
      + "effect and Play asks a supervised child's parent in Family Link), the child opens the "
      + "app again, the parent approves, declines or never answers, and the waiting app calls "
      + "checkAgeSignals once more. A run ends when nothing is left to answer."
  }

  /// The invariants line.
  var invariantsLine: String {
    ExploreText.invariantsLine(
      Self.rules, passed: passed, failingCases: result.violationCounts.count)
  }

  /// The columns of an outcome.
  func cells(_ outcome: PlayExploreOutcome) -> [String] {
    [
      outcome.step, outcome.access?.rawValue ?? "none", outcome.learned,
      outcome.changeStatus ?? "null", outcome.request.title, outcome.promptShown ? "shown" : "none",
    ]
  }

  /// The outcome table's header after the outcome and its case count.
  static let outcomeHeader = ["step", "access", "learned", "change", "request", "prompt"]

  /// For each outcome, the values each axis takes among its cases: `region US, GB · age 0–12`,
  /// naming only the axes that do not take every value.
  var whereLines: [String] {
    let counts = space.counts
    var seen = [[Set<Int>]](
      repeating: counts.map { _ in Set<Int>() }, count: result.outcomes.count)
    for (index, number) in result.caseOutcomes.enumerated() {
      for (axis, position) in space.positions(ofCase: index).enumerated() {
        seen[Int(number)][axis].insert(position)
      }
    }
    let values = space.axisValues
    return seen.map { axes in
      let parts = axes.enumerated().compactMap { axis, positions -> String? in
        guard positions.count < counts[axis] else { return nil }
        let name = PlayExploreSpace.axisNames[axis]
        let picked = positions.sorted().map { values[axis][$0] }
        let text =
          name == "age" ? Self.ages(picked.compactMap { Int($0) }) : picked.joined(separator: ", ")
        return "\(name) \(text)"
      }
      return parts.isEmpty ? "every case" : parts.joined(separator: " · ")
    }
  }

  /// `0–12, 30, 42`.
  static func ages(_ ages: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    let sorted = ages.sorted()
    while index < sorted.count {
      var end = index
      while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
      parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])–\(sorted[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// A failure's first case and actions, one line each.
  func failureLines(_ failure: PlayExplorePartial.Failure) -> [String] {
    let world = zip(PlayExploreSpace.axisNames, space.values(ofCase: failure.caseIndex))
      .dropLast(2).map { "\($0) \($1)" }.joined(separator: " · ")
    return [
      "\(failure.violation.rule.rawValue): \(failure.violation.detail) "
        + "(\(ExploreText.count(failure.caseCount, "case")))",
      "world: \(world)",
      "actions: " + failure.path.map { "\($0)" }.joined(separator: " → "),
    ]
  }

  // MARK: - Text and Markdown

  /// The collapsed sweep as plain text.
  func text() -> String {
    var lines = [title, "App: \(appLine)", "Axes:"]
    lines += axisLines.map { "  \($0)" }
    lines += ReportText.wrap(procedure, width: 100, indent: "")
    lines += [
      "\(ExploreText.number(result.actionCount)) actions applied.", invariantsLine, "",
      "Outcomes: \(result.outcomes.count) distinct, with the cases ending in each",
    ]
    let counts = result.casesPerOutcome
    lines += ExploreTable.table(
      header: ["outcome", "cases"] + Self.outcomeHeader,
      rows: result.outcomes.enumerated().map { number, outcome in
        [Self.outcomeName(number), ExploreText.number(counts[number])] + cells(outcome)
      }, rightAligned: [1])
    lines += [
      "",
      "Where each outcome happens (the values of each axis among its cases; an axis "
        + "not named takes every value)",
    ]
    for (number, text) in whereLines.enumerated() {
      lines.append("  \(Self.outcomeName(number))  \(text)")
    }
    lines.append("")
    if result.failures.isEmpty {
      lines.append("Invariant violations: none.")
    } else {
      lines.append("Invariant violations:")
      for failure in result.failures {
        lines += failureLines(failure).map { "  \($0)" }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The collapsed sweep as Markdown.
  func markdown() -> String {
    var lines = ["# Explore on Google Play: " + title.dropFirst("Google Play: ".count), ""]
    lines.append("- **App:** \(MarkdownCell.text(appLine, markup: .kept))")
    lines += axisLines.map { "- **Axis** \($0)" }
    lines += [
      "", procedure, "", "\(ExploreText.number(result.actionCount)) actions applied.", "",
      invariantsLine, "", "## Outcomes", "",
      "| outcome | cases | " + Self.outcomeHeader.joined(separator: " | ") + " | where |",
      "|---|---:|" + String(repeating: "---|", count: Self.outcomeHeader.count + 1),
    ]
    let counts = result.casesPerOutcome
    let places = whereLines
    for (number, outcome) in result.outcomes.enumerated() {
      lines.append(
        ExploreTable.row(
          [Self.outcomeName(number), ExploreText.number(counts[number])] + cells(outcome)
            + [places[number]]))
    }
    lines += ["", "## Invariant violations", ""]
    if result.failures.isEmpty {
      lines.append("None.")
    } else {
      for failure in result.failures {
        let cells = failureLines(failure).map { MarkdownCell.text($0, markup: .kept) }
        lines.append("- " + cells.joined(separator: "<br>"))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
