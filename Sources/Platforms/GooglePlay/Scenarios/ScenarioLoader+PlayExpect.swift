import FlowEngine
import GooglePlay
import Scenarios

// MARK: - A Play step's `expect:`

extension ScenarioLoader {
  static let playExpectKeys = [
    "step", "status", "age-range", "source", "change-status", "approval-date", "error-code",
    "retryable", "sheet", "pending-request", "request-covers", "revoked", "revocation-csv",
    "settings", "refused", "trace-contains", "trace-lacks",
  ]

  /// A Play step's `expect:`. `declaredChanges` are the change IDs the script declared by this
  /// step (its own included), which `request-covers` may name.
  func playExpectation(from node: ScenarioNode, declaredChanges: [PlayWorld.ChangeID])
    throws(ScenarioError) -> PlayExpectation
  {
    let fields = try node.mapping(keys: Self.playExpectKeys)
    var expectation = PlayExpectation()
    /// A key's value, or `{not: value}`, which records the key as negated.
    func value<Value>(
      _ key: String, _ parse: (ScenarioNode) throws(ScenarioError) -> Value
    ) throws(ScenarioError) -> Value? {
      guard let node = fields[key] else { return nil }
      let (value, negated) = try negatable(node, parse)
      if negated { expectation.negatedKeys.insert(key) }
      return value
    }
    expectation.steps = try deviceSteps(fields.optional("step"), naming: .googlePlay)
    expectation.status = try value("status") { node throws(ScenarioError) in
      let name = try node.name(
        among: PlayAnswerStatus.all.map(\.name), kind: "a status as Google writes it")
      return PlayAnswerStatus(name: name) ?? .null
    }
    expectation.ageRange = try value("age-range") { node throws(ScenarioError) in
      try resultField(node) { node throws(ScenarioError) in try playRange(from: node) }
    }
    expectation.source = try value("source") { node throws(ScenarioError) in
      try resultField(node) { node throws(ScenarioError) in
        try node.named(PlayAgeRangeSource.self, kind: "an ageRangeSource")
      }
    }
    expectation.changeStatus = try value("change-status") { node throws(ScenarioError) in
      try resultField(node) { node throws(ScenarioError) in
        try node.named(PlaySignificantChangeStatus.self, kind: "a significantChangeStatus")
      }
    }
    expectation.approvalDate = try value("approval-date") { node throws(ScenarioError) in
      try resultField(node) { node throws(ScenarioError) in try node.date() }
    }
    expectation.errorCode = try value("error-code") { node throws(ScenarioError) in
      try errorCode(from: node)
    }
    expectation.retryable = try value("retryable") { node throws(ScenarioError) in
      try node.boolean()
    }
    if let sheetNode = fields.optional("sheet") {
      expectation.sheets = try perDevice(sheetNode, naming: .googlePlay, parentPhone: true) {
        node throws(ScenarioError) in try node.named(PlaySheetName.self)
      }
    }
    expectation.pendingRequest = try value("pending-request") { node throws(ScenarioError) in
      try node.boolean()
    }
    expectation.requestCovers = try value("request-covers") { node throws(ScenarioError) in
      try coveredChanges(from: node, declared: declaredChanges)
    }
    expectation.revoked = try value("revoked") { node throws(ScenarioError) in
      try node.boolean()
    }
    expectation.revocationCSV = try value("revocation-csv") { node throws(ScenarioError) in
      try revocationCSV(from: node)
    }
    if let settingsNode = fields.optional("settings") {
      expectation.settings = try settingsRows(from: settingsNode)
    }
    expectation.rejection = try fields.optional("refused").map { node throws(ScenarioError) in
      try rejection(from: node)
    }
    if let traceNode = fields.optional("trace-contains") {
      expectation.traceContains = try texts(traceNode)
    }
    if let traceNode = fields.optional("trace-lacks") {
      expectation.traceLacks = try texts(traceNode)
    }
    return expectation
  }

  /// `null` (as Google returns it), `no result yet` (no `checkAgeSignals` result to read), or
  /// a value.
  private func resultField<Value>(
    _ node: ScenarioNode, _ parse: (ScenarioNode) throws(ScenarioError) -> Value
  ) throws(ScenarioError) -> PlayField<Value> {
    if node.isNull { return .null }
    if case .scalar = node.node,
      (try? node.line(maximumLength: 40))?.trimmingEdges() == PlayField<Value>.noResultYetText
    {
      return .noResultYet
    }
    return .value(try parse(node))
  }

  /// `13–15` (or `13-15`), `18 or over`: `ageLower`–`ageUpper`.
  private func playRange(from node: ScenarioNode) throws(ScenarioError) -> AgeRange {
    let expected =
      "ageLower–ageUpper such as 13–15, N or over (ageUpper null), null or no result yet"
    let text = try node.scalarText(expected: expected).trimmingEdges()
    let words = text.split(separator: " ")
    if words.count == 3, let lower = Int(words[0]), words[1] == "or", words[2] == "over" {
      return AgeRange(lowerBound: lower, upperBound: nil)
    }
    let bounds = text.split(whereSeparator: { $0 == "-" || $0 == "–" })
    guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]),
      lower <= upper
    else { throw node.mismatch(expected: expected) }
    return AgeRange(lowerBound: lower, upperBound: upper)
  }

  /// An error code of reference §6.6 (`-3`), or `none`.
  private func errorCode(from node: ScenarioNode) throws(ScenarioError)
    -> NameOrNone<AgeSignalsError>
  {
    let codes = AgeSignalsError.allCases.map { "\($0.code)" }
    let expected = "an Age Signals error code (\(ScenarioNode.list(codes + ["none"])))"
    let text = try node.scalarText(expected: expected).trimmingEdges()
    if text == "none" { return .absent }
    guard let error = AgeSignalsError.allCases.first(where: { "\($0.code)" == text }) else {
      throw node.mismatch(
        expected: expected, suggestion: AgeSignalsError(rawValue: text).map { "\($0.code)" })
    }
    return NameOrNone(kind: error)
  }

  /// Change IDs the script declared by this step, as a list (`[]` or `none`: no request yet).
  private func coveredChanges(from node: ScenarioNode, declared: [PlayWorld.ChangeID])
    throws(ScenarioError) -> [PlayWorld.ChangeID]
  {
    if case .scalar = node.node, (try? node.line(maximumLength: 10)) == "none" { return [] }
    let names = declared.map(\.rawValue)
    return try node.list(maximumCount: 50, allowEmpty: true).map { node throws(ScenarioError) in
      PlayWorld.ChangeID(
        try node.name(
          among: names, kind: "a change the script declared by this step",
          whenNone: "nothing (the script declares no change by this step)"))
    }
  }

  /// Install IDs, each written as Play Console's CSV lists it or as the device whose install it
  /// is (`child-android`, `second-device`), as a list (`[]` or `none`: an empty CSV).
  private func revocationCSV(from node: ScenarioNode) throws(ScenarioError) -> [String] {
    if case .scalar = node.node, (try? node.line(maximumLength: 10)) == "none" { return [] }
    let devices: [DeviceID] = [.childPhone] + (hasSecondDevice ? [.secondDevice] : [])
    let byName = devices.map { ($0.playName, PlayWorld.installID(on: $0)) }
    let names = byName.map(\.0) + byName.map(\.1)
    let kind = "an install ID of this scenario, or its device"
    return try node.list(maximumCount: 10, allowEmpty: true).map { node throws(ScenarioError) in
      if case .scalar = node.node, let line = try? node.line(maximumLength: 60),
        let apple = DeviceID(rawValue: line), apple.playName != line
      {
        // Apple's device names are refused on Play, with Play's name suggested.
        throw node.mismatch(
          expected: "\(kind): \(ScenarioNode.list(names))", suggestion: apple.playName)
      }
      let text = try node.name(among: names, kind: kind)
      return byName.first { $0.0 == text }?.1 ?? text
    }
  }

  /// `settings: {sharing: Never share, fault: {not: none}}`: rows of Play's Settings pane by
  /// key, each the text the row shows, or `{not: text}`.
  private func settingsRows(from node: ScenarioNode) throws(ScenarioError)
    -> [PlayExpectation.SettingsRow]
  {
    let fields = try node.mapping(keys: PlaySettingsField.allCases.map(\.rawValue))
    var rows: [PlayExpectation.SettingsRow] = []
    for entry in fields.entries {
      let field = PlaySettingsField(rawValue: entry.key) ?? .region
      let (value, negated) = try negatable(entry.value) { node throws(ScenarioError) in
        try node.line(maximumLength: 60)
      }
      rows.append(PlayExpectation.SettingsRow(field: field, value: value, negated: negated))
    }
    return rows
  }
}
