import Analyses
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

// MARK: - Markdown: the collapsed table for a spec or a pull request

extension AppleExploreReport {
  /// The collapsed truth table as Markdown: the same sections as `text()`, as tables.
  func markdown() -> String {
    let space = result.space
    var lines = [
      "# Explore: \(ExploreText.count(result.caseCount, "case")) on \(space.date)", "",
      "- **App:** \(MarkdownCell.text(appLine, markup: .kept))",
    ]
    lines += axisLines.map { "- **Axis** \($0)" }
    lines += [
      "", procedure, "", countsLine, "", invariantsLine, "",
      "## Outcomes", "",
      "| outcome | cases | step | branch | learned | parent | prompt |",
      "|---|---:|---|---|---|---|---|",
    ]
    let counts = result.casesPerOutcome
    for (number, outcome) in result.outcomes.enumerated() {
      let cells = [
        ExploreText.outcomeName(number), ExploreText.number(counts[number]), outcome.step,
        outcome.branch?.rawValue ?? "none", outcome.learnedText, outcome.parent.text,
        outcome.promptShown ? "shown" : "none",
      ]
      lines.append(ExploreTable.row(cells))
    }
    lines += [
      "", "## Truth table", "",
      "The cases ending in each outcome; an axis not named takes every value.", "",
      "| outcome | where |", "|---|---|",
    ]
    for (number, cubes) in truthTable.enumerated() {
      let texts = cubes.map { ExploreText.cube($0, in: space) }
      lines.append(
        ExploreTable.row([ExploreText.outcomeName(number), texts.joined(separator: "<br>")]))
    }
    for differences in differenceSections {
      lines.append("")
      lines += differenceSection(differences)
    }
    lines += ["", "## Invariant violations", ""]
    if reproductions.isEmpty { lines.append("None: every invariant held after every action.") }
    for reproduction in reproductions {
      lines += [
        "### `\(reproduction.violation.rule.rawValue)`", "",
        "Broken in \(ExploreText.count(reproduction.caseCount, "case")). "
          + (reproduction.isShortest
            ? "Shortest reproduction" : "Shortest reproduction found (the search stopped)")
          + ", in \(settingText(reproduction.setting)):", "",
      ]
      for (index, action) in reproduction.actions.enumerated() {
        lines.append("\(index + 1). `\(AppleScriptAction.text(for: action))`")
      }
      lines += ["", "> \(MarkdownCell.text(reproduction.violation.detail, markup: .kept))"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func differenceSection(_ differences: AppleExploreDifferences) -> [String] {
    let space = result.space
    let dimension = differences.dimension
    let noun = Self.noun(dimension)
    var lines = ["## Where the \(noun) changes the outcome", ""]
    guard space.count(dimension) > 1 else {
      return lines + ["Only one \(noun) was swept (\(space.valueText(dimension, at: 0)))."]
    }
    lines.append(
      "\(ExploreText.number(differences.differingGroupCount)) of "
        + "\(ExploreText.number(differences.groupCount)) groups of cases alike but for the "
        + "\(noun) end differently, in "
        + "\(ExploreText.count(differences.patterns.count, "pattern")).")
    guard !differences.patterns.isEmpty else { return lines }
    let values = (0..<space.count(dimension)).map { space.valueText(dimension, at: $0) }
    lines += [
      "",
      ExploreTable.row(
        ["pattern"] + values + ["groups", "where (an axis not named takes every value)"]),
      "|---|" + values.map { _ in "---|" }.joined() + "---:|---|",
    ]
    for (number, pattern) in differences.patterns.enumerated() {
      let cubes = pattern.cubes.map { ExploreText.cube($0, in: space, except: dimension) }
      lines.append(
        ExploreTable.row(
          ["P\(number + 1)"] + pattern.outcomes.map(ExploreText.outcomeName)
            + [ExploreText.number(pattern.groups.count), cubes.joined(separator: "<br>")]))
    }
    return lines
  }

}
