import Analyses
import FlowEngine
import GooglePlay
import Reports

// MARK: - CSV and JSON: every case as a row

extension PlayExploreReport {
  /// The columns a CSV gains when it carries Google Play's cases: Play's own axes and answers.
  public static let csvExtraHeader = ["supervised", "sdk", "change", "access", "change_status"]

  /// The header of a CSV with both platforms' cases: `platform`, Apple's columns, Play's.
  public static let csvHeader = ["platform"] + ExploreTable.csvHeader + csvExtraHeader

  /// Every case as a CSV row in the platforms' layout (`csvHeader`): Play's columns where the
  /// concept is Apple's (region, mode, age, verification tier, prompt, parent, step, learned,
  /// Family Link's request as the parent's outcome), empty where it has none.
  func csvRows(_ write: (String) -> Void, before: Int = 0, after: Int = 0) {
    let outcomeCells = result.outcomes.enumerated().map { number, outcome in
      [
        Self.outcomeName(number), outcome.step, outcome.isBlocked ? "yes" : "no",
        outcome.featureEnabled.map { $0 ? "on" : "off" } ?? "", "", outcome.learned, "", "",
        outcome.request.title, outcome.request == .notSent ? "no" : "yes",
        outcome.promptShown ? "yes" : "no",
      ].map(ExploreTable.csvField).joined(separator: ",")
    }
    let outcomeExtras = result.outcomes.map { outcome in
      [outcome.access?.rawValue ?? "", outcome.changeStatus ?? ""].joined(separator: ",")
    }
    let emptyBefore = String(repeating: ",", count: before)
    let emptyAfter = String(repeating: ",", count: after)
    var chunk = ""
    for index in 0..<result.caseOutcomes.count {
      let values = space.values(ofCase: index).map(ExploreTable.csvField)
      let number = Int(result.caseOutcomes[index])
      // region, mode, age, family, verification, signed_in, os, prompt, parent
      chunk += "google-play,\(index),\(values[0]),\(values[1]),\(values[2]),,\(values[4]),,,"
      chunk += "\(values[7]),\(values[8]),\(outcomeCells[number]),"
      chunk += "\(result.violationCounts[index] ?? 0),,,,\(emptyBefore)"
      chunk += "\(values[3]),\(values[5]),\(values[6]),\(outcomeExtras[number])\(emptyAfter)\n"
      if chunk.utf8.count > 1 << 16 {
        write(chunk)
        chunk = ""
      }
    }
    write(chunk)
  }

  /// The sweep as one JSON object (format `agetui-explore-google-play`, version 1): the summary,
  /// the outcomes, the violations, then every case as a one-line row.
  func json(_ write: (String) -> Void) {
    let head = JSONValue.object(jsonHead()).rendered()
    write(String(head.dropLast(2)) + ",\n  \"rows\": [\n")
    var rows = ""
    let axes = PlayExploreAxis.allCases
    let total = result.caseOutcomes.count
    for index in 0..<total {
      let values = space.values(ofCase: index)
      var fields = ["\"case\": \(index)"]
      for (axis, value) in values.enumerated() {
        let json: String
        switch axes[axis] {
        case .age: json = value
        case .supervised: json = value == "yes" ? "true" : "false"
        case .region, .mode, .verification, .sdk, .change, .prompt, .parent:
          json = JSONValue.quoted(value)
        }
        fields.append("\"\(axes[axis].rawValue)\": \(json)")
      }
      fields.append(
        "\"outcome\": \"\(Self.outcomeName(Int(result.caseOutcomes[index])))\"")
      fields.append("\"violations\": \(result.violationCounts[index] ?? 0)")
      rows += "    {" + fields.joined(separator: ", ") + "}"
      rows += index + 1 < total ? ",\n" : "\n"
      if rows.utf8.count > 1 << 16 {
        write(rows)
        rows = ""
      }
    }
    write(rows + "  ]\n}\n")
  }

  private func jsonHead() -> [(String, JSONValue)] {
    let counts = result.casesPerOutcome
    let places = whereLines
    let axes = zip(PlayExploreSpace.axisNames, space.axisValues).map { name, values in
      (name, JSONValue.strings(values))
    }
    return [
      ("format", .string("agetui-explore-google-play")),
      ("version", .int(1)),
      ("platform", .string(GooglePlayPlatform.name)),
      ("date", .string(space.date.description)),
      ("app", .string(appLine)),
      ("axes", .object(axes)),
      (
        "counts",
        .object([
          ("cases", .int(result.caseOutcomes.count)), ("worlds", .int(space.settingCount)),
          ("outcomes", .int(result.outcomes.count)), ("actions", .int(result.actionCount)),
          ("failingCases", .int(result.violationCounts.count)),
        ])
      ),
      ("passed", .bool(passed)),
      (
        "outcomes",
        .array(
          result.outcomes.enumerated().map { number, outcome in
            .object([
              ("id", .string(Self.outcomeName(number))), ("cases", .int(counts[number])),
              ("step", .string(outcome.step)), ("blocked", .bool(outcome.isBlocked)),
              ("featureEnabled", .optional(outcome.featureEnabled)),
              ("ageSignalsStatus", .optional(outcome.access?.rawValue)),
              ("learned", .string(outcome.learned)),
              ("significantChangeStatus", .optional(outcome.changeStatus)),
              ("request", .string(outcome.request.title)),
              ("promptShown", .bool(outcome.promptShown)),
              ("where", .string(places[number])),
            ])
          })
      ),
      (
        "violations",
        .array(
          result.failures.map { failure in
            .object([
              ("rule", .string(failure.violation.rule.rawValue)),
              ("detail", .string(failure.violation.detail)),
              ("cases", .int(failure.caseCount)), ("firstCase", .int(failure.caseIndex)),
              ("actions", .strings(failure.path.map { "\($0)" })),
            ])
          })
      ),
    ]
  }
}
