import Analyses
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

// MARK: - CSV and JSON: every case as a row

extension AppleExploreReport {

  /// Every case as a CSV row (RFC 4180, a header first), handed to `write` in chunks so a
  /// caller can stream hundreds of thousands of rows.
  func csv(_ write: (String) -> Void) {
    csvRows(write, header: ExploreTable.csvHeader.joined(separator: ","), platform: "", suffix: "")
  }

  /// Every case as a CSV row in the platforms' layout (``ExploreSection``), without a header:
  /// `apple`, the shared columns (Apple's own), and an empty cell for each of the other
  /// platforms' own columns.
  func csvRows(_ write: (String) -> Void, emptyAfter count: Int) {
    csvRows(
      write, header: nil, platform: "\(ExplorePlatform.apple.name),",
      suffix: String(repeating: ",", count: count))
  }

  /// The rows after `header`, each starting with `platform` and ending with `suffix`.
  private func csvRows(
    _ write: (String) -> Void, header: String?, platform: String, suffix: String
  ) {
    let outcomeCells = result.outcomes.enumerated().map { number, outcome in
      [
        ExploreText.outcomeName(number), outcome.step, flag(outcome.isBlocked),
        outcome.featureEnabled.map { $0 ? "on" : "off" } ?? "", outcome.branch?.rawValue ?? "",
        outcome.learned, outcome.declaration?.rawValue ?? "",
        outcome.controls.map(\.rawValue).joined(separator: ";"), outcome.parent.text,
        flag(outcome.parent.wasAsked), flag(outcome.promptShown),
      ].map(ExploreTable.csvField).joined(separator: ",")
    }
    writeRows(header: header, suffix: suffix, write: write) { index, inputs in
      let outcome = outcomeCells[Int(result.caseOutcomes[index])]
      return platform
        + "\(index),\(inputs.map(ExploreTable.csvField).joined(separator: ",")),\(outcome),"
        + "\(result.violationCounts[index] ?? 0)"
    }
  }

  /// The sweep as one JSON document (format `agetui-explore`, version 1): the summary, the
  /// outcomes, the differing patterns and the violations, then every case as a one-line row.
  func json(_ write: (String) -> Void) {
    let head = JSONValue.object(jsonHead()).rendered()
    // The head is an object ending in "\n}"; the rows continue it before the closing brace.
    write(String(head.dropLast(2)) + ",\n  \"rows\": [\n")
    let space = result.space
    let osFlags = differingCases(osDifferences)
    let regionFlags = differingCases(regionDifferences)
    let modeFlags = differingCases(modeDifferences)
    var rows = ""
    for index in 0..<result.caseCount {
      var fields = ["\"case\": \(index)"]
      for (dimension, key) in zip(AppleExploreDimension.allCases, Self.jsonKeys) {
        let position = space.valueIndex(dimension, ofCase: index)
        let value: String
        switch dimension {
        case .age: value = String(space.ages[position])
        case .family: value = space.families[position] ? "true" : "false"
        case .signedIn: value = space.signedIn[position] ? "true" : "false"
        case .region, .sharingMode, .verification, .os, .prompt, .parent:
          value = JSONValue.quoted(space.valueText(dimension, at: position))
        }
        fields.append("\"\(key)\": \(value)")
      }
      fields.append(
        "\"outcome\": \"\(ExploreText.outcomeName(Int(result.caseOutcomes[index])))\"")
      fields.append("\"violations\": \(result.violationCounts[index] ?? 0)")
      fields.append("\"osDiffers\": \(osFlags[index])")
      fields.append("\"regionDiffers\": \(regionFlags[index])")
      fields.append("\"modeDiffers\": \(modeFlags[index])")
      rows += "    {" + fields.joined(separator: ", ") + "}"
      rows += index + 1 < result.caseCount ? ",\n" : "\n"
      if rows.utf8.count > 1 << 16 {
        write(rows)
        rows = ""
      }
    }
    write(rows + "  ]\n}\n")
  }

  /// The JSON key of each axis, in axis order.
  static let jsonKeys = [
    "region", "mode", "age", "family", "verification", "signedIn", "os", "prompt", "parent",
  ]

  // MARK: - Parts

  private func flag(_ value: Bool) -> String { value ? "yes" : "no" }

  /// Rows with their input cells and the difference flags, streamed in chunks.
  private func writeRows(
    header: String?, suffix: String, write: (String) -> Void, row: (Int, [String]) -> String
  ) {
    let space = result.space
    let osFlags = differingCases(osDifferences)
    let regionFlags = differingCases(regionDifferences)
    let modeFlags = differingCases(modeDifferences)
    let texts = AppleExploreDimension.allCases.map { dimension in
      (0..<space.count(dimension)).map { space.valueText(dimension, at: $0) }
    }
    var chunk = header.map { $0 + "\n" } ?? ""
    for index in 0..<result.caseCount {
      let inputs = AppleExploreDimension.allCases.enumerated().map { axis, dimension in
        texts[axis][space.valueIndex(dimension, ofCase: index)]
      }
      chunk +=
        row(index, inputs)
        + ",\(flag(osFlags[index])),\(flag(regionFlags[index])),\(flag(modeFlags[index]))"
        + suffix + "\n"
      if chunk.utf8.count > 1 << 16 {
        write(chunk)
        chunk = ""
      }
    }
    write(chunk)
  }

  private func jsonHead() -> [(String, JSONValue)] {
    let space = result.space
    let app = space.app
    let counts = result.casesPerOutcome
    let axes = AppleExploreDimension.allCases.map { dimension -> (String, JSONValue) in
      let values = (0..<space.count(dimension)).map { position -> JSONValue in
        switch dimension {
        case .age: .int(space.ages[position])
        case .family: .bool(space.families[position])
        case .signedIn: .bool(space.signedIn[position])
        case .region, .sharingMode, .verification, .os, .prompt, .parent:
          .string(space.valueText(dimension, at: position))
        }
      }
      return (Self.jsonKeys[dimension.index], .array(values))
    }
    return [
      ("format", .string("agetui-explore")),
      ("version", .int(1)),
      ("date", .string(space.date.description)),
      (
        "app",
        .object(app.jsonFields + [("changes", .strings(app.changes.map(\.id.rawValue)))])
      ),
      ("axes", .object(axes)),
      (
        "counts",
        .object([
          ("cases", .int(result.caseCount)), ("outcomes", .int(result.outcomes.count)),
          ("states", .int(result.stateCount)), ("transitions", .int(result.transitionCount)),
          ("actions", .int(result.actionCount)),
          ("failingCases", .int(result.failingCaseCount)),
        ])
      ),
      ("passed", .bool(passed)),
      (
        "outcomes",
        .array(
          result.outcomes.enumerated().map { number, outcome in
            .object([
              ("id", .string(ExploreText.outcomeName(number))), ("cases", .int(counts[number])),
              ("step", .string(outcome.step)), ("blocked", .bool(outcome.isBlocked)),
              ("featureEnabled", .optional(outcome.featureEnabled)),
              ("branch", .optional(outcome.branch?.rawValue)),
              ("learned", .string(outcome.learned)),
              ("declaration", .optional(outcome.declaration?.rawValue)),
              ("controls", .strings(outcome.controls.map(\.rawValue))),
              ("parent", .string(outcome.parent.text)),
              ("parentAsked", .bool(outcome.parent.wasAsked)),
              ("promptShown", .bool(outcome.promptShown)),
            ])
          })
      ),
      ("osDifferences", jsonDifferences(osDifferences)),
      ("regionDifferences", jsonDifferences(regionDifferences)),
      ("modeDifferences", jsonDifferences(modeDifferences)),
      (
        "violations",
        .array(
          reproductions.map { reproduction in
            let setting = reproduction.setting
            return .object([
              ("rule", .string(reproduction.violation.rule.rawValue)),
              ("detail", .string(reproduction.violation.detail)),
              ("cases", .int(reproduction.caseCount)),
              (
                "world",
                .object([
                  ("region", .string(setting.regionCode.rawValue)),
                  ("mode", .string(setting.sharingMode.rawValue)), ("age", .int(setting.age)),
                  ("family", .bool(setting.isInFamily)),
                  ("verification", .string(setting.verification.rawValue)),
                  ("signedIn", .bool(setting.isSignedIn)), ("os", .string(setting.os.rawValue)),
                ])
              ),
              ("actions", .strings(reproduction.actions.map { AppleScriptAction.text(for: $0) })),
              ("shortest", .bool(reproduction.isShortest)),
            ])
          })
      ),
    ]
  }

  private func jsonDifferences(_ differences: AppleExploreDifferences) -> JSONValue {
    let space = result.space
    let dimension = differences.dimension
    return .object([
      ("axis", .string(dimension.rawValue)),
      ("groups", .int(differences.groupCount)),
      ("differingGroups", .int(differences.differingGroupCount)),
      (
        "patterns",
        .array(
          differences.patterns.enumerated().map { number, pattern in
            .object([
              ("id", .string("P\(number + 1)")),
              (
                "outcomes",
                .object(
                  pattern.outcomes.enumerated().map { position, outcome in
                    (
                      space.valueText(dimension, at: position),
                      .string(ExploreText.outcomeName(outcome))
                    )
                  })
              ),
              ("groups", .int(pattern.groups.count)),
              (
                "where",
                .strings(
                  pattern.cubes.map { ExploreText.cube($0, in: space, except: dimension) })
              ),
            ])
          })
      ),
    ])
  }

}
