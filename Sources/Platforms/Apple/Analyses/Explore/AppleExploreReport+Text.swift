import Analyses
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

// MARK: - Text: what `agetui explore` prints by default

extension AppleExploreReport {
  /// The collapsed truth table as plain text: the sweep, its distinct outcomes, the cases
  /// ending in each as cubes, the groups whose outcome changes with the OS version, the region
  /// or the sharing mode, and every broken invariant with its shortest reproduction.
  func text() -> String {
    let space = result.space
    var lines = [
      "agetui explore: \(ExploreText.count(result.caseCount, "case")) on \(space.date)"
        + (space.assumptions.lawDates == .statute
          ? "" : " under \(space.assumptions.lawDates.title) (--law-dates)"),
      "App: \(appLine)",
      "Axes:",
    ]
    lines += axisLines.map { "  \($0)" }
    lines += ReportText.wrap(procedure, width: 100, indent: "")
    lines += [countsLine, invariantsLine, ""]
    lines += outcomeTable()
    lines.append("")
    lines += truthTableLines()
    for differences in differenceSections {
      lines.append("")
      lines += differenceLines(differences)
    }
    lines.append("")
    lines += violationLines()
    return lines.joined(separator: "\n") + "\n"
  }

  private func outcomeTable() -> [String] {
    let counts = result.casesPerOutcome
    let header = ["outcome", "cases", "step", "branch", "learned", "parent", "prompt"]
    let rows = result.outcomes.enumerated().map { number, outcome in
      [
        ExploreText.outcomeName(number), ExploreText.number(counts[number]), outcome.step,
        outcome.branch?.rawValue ?? "none", outcome.learnedText, outcome.parent.text,
        outcome.promptShown ? "shown" : "none",
      ]
    }
    return ["Outcomes: \(result.outcomes.count) distinct, with the cases ending in each"]
      + ExploreTable.table(header: header, rows: rows, rightAligned: [1])
  }

  private func truthTableLines() -> [String] {
    var lines = [
      "Truth table: the cases ending in each outcome (an axis not named takes every value)"
    ]
    for (number, cubes) in truthTable.enumerated() {
      let outcome = result.outcomes[number]
      lines.append("  \(ExploreText.outcomeName(number))  \(outcome.summary)")
      lines += cubes.map { "        \(ExploreText.cube($0, in: result.space))" }
    }
    return lines
  }

  private func differenceLines(_ differences: AppleExploreDifferences) -> [String] {
    let space = result.space
    let dimension = differences.dimension
    let noun = Self.noun(dimension)
    let title = "Where the \(noun) changes the outcome"
    guard space.count(dimension) > 1 else {
      return ["\(title): only one \(noun) was swept (\(space.valueText(dimension, at: 0)))."]
    }
    var lines = [
      "\(title): \(ExploreText.number(differences.differingGroupCount)) of "
        + "\(ExploreText.number(differences.groupCount)) groups of cases alike but for the "
        + "\(noun) end differently, in \(ExploreText.count(differences.patterns.count, "pattern"))"
    ]
    guard !differences.patterns.isEmpty else { return lines }
    let header =
      ["pattern"] + (0..<space.count(dimension)).map { space.valueText(dimension, at: $0) }
      + ["groups", "where (an axis not named takes every value)"]
    var rows: [[String]] = []
    var continuation: [Int: [String]] = [:]
    for (number, pattern) in differences.patterns.enumerated() {
      let cubes = pattern.cubes.map { ExploreText.cube($0, in: space, except: dimension) }
      rows.append(
        ["P\(number + 1)"] + pattern.outcomes.map(ExploreText.outcomeName)
          + [ExploreText.number(pattern.groups.count), cubes.first ?? ""])
      continuation[rows.count] = Array(cubes.dropFirst())
    }
    let table = ExploreTable.table(header: header, rows: rows, rightAligned: [header.count - 2])
    let indent = String(
      repeating: " ", count: (table.first?.count ?? 0) - header[header.count - 1].count)
    for (index, line) in table.enumerated() {
      lines.append(line)
      lines += (continuation[index] ?? []).map { indent + $0 }
    }
    return lines
  }

  private func violationLines() -> [String] {
    guard !reproductions.isEmpty else { return ["Invariant violations: none."] }
    var lines = ["Invariant violations:"]
    for reproduction in reproductions {
      lines.append(
        "  \(reproduction.violation.rule.rawValue): broken in "
          + "\(ExploreText.count(reproduction.caseCount, "case"))")
      lines.append("    in \(settingText(reproduction.setting))")
      lines.append(
        "    \(reproduction.isShortest ? "shortest" : "shortest found") reproduction, "
          + "\(ExploreText.count(reproduction.actions.count, "action"))"
          + (reproduction.isShortest
            ? ":"
            : " (the search stopped at \(ExploreText.number(reproduction.searchedStates)) states):")
      )
      for (index, action) in reproduction.actions.enumerated() {
        lines.append("      \(index + 1). \(AppleScriptAction.text(for: action))")
      }
      lines.append("    \(reproduction.violation.detail)")
    }
    return lines
  }

}
