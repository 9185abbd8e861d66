import FlowEngine
import GooglePlay

// MARK: - A Play step's `expect:`

extension ScenarioLoader {
  static let playExpectKeys = [
    "step", "status", "age-range", "source", "change-status", "approval-date", "sheet",
    "pending-request", "revoked", "refused", "trace-contains",
  ]

  func playExpectation(from node: ScenarioNode) throws(ScenarioError) -> PlayExpectation {
    let fields = try node.mapping(keys: Self.playExpectKeys)
    var expectation = PlayExpectation()
    expectation.steps = try deviceSteps(fields.optional("step"), store: .googlePlay)
    expectation.status = try fields.optional("status").map { node throws(ScenarioError) in
      let name = try node.name(
        among: PlayAnswerStatus.all.map(\.name), kind: "a status as Google writes it")
      return PlayAnswerStatus(name: name) ?? .null
    }
    expectation.ageRange = try fields["age-range"].map { node throws(ScenarioError) in
      try nullable(node) { node throws(ScenarioError) in try playRange(from: node) }
    }
    expectation.source = try fields["source"].map { node throws(ScenarioError) in
      try nullable(node) { node throws(ScenarioError) in
        try node.named(AgeRangeSource.self, kind: "an ageRangeSource")
      }
    }
    expectation.changeStatus = try fields["change-status"].map { node throws(ScenarioError) in
      try nullable(node) { node throws(ScenarioError) in
        try node.named(SignificantChangeStatus.self, kind: "a significantChangeStatus")
      }
    }
    expectation.approvalDate = try fields["approval-date"].map { node throws(ScenarioError) in
      try nullable(node) { node throws(ScenarioError) in try node.date() }
    }
    if let sheetNode = fields.optional("sheet") {
      expectation.sheets = try perDevice(sheetNode, store: .googlePlay, parentPhone: true) {
        node throws(ScenarioError) in try node.named(PlaySheetName.self)
      }
    }
    expectation.pendingRequest = try fields.optional("pending-request")?.boolean()
    expectation.revoked = try fields.optional("revoked")?.boolean()
    expectation.rejection = try fields.optional("refused").map { node throws(ScenarioError) in
      try rejection(from: node)
    }
    if let traceNode = fields.optional("trace-contains") {
      expectation.traceContains = try texts(traceNode)
    }
    return expectation
  }

  /// `null` (as Google returns it), or a value.
  private func nullable<Value>(
    _ node: ScenarioNode, _ parse: (ScenarioNode) throws(ScenarioError) -> Value
  ) throws(ScenarioError) -> PlayField<Value> {
    node.isNull ? .null : .value(try parse(node))
  }

  /// `13–15` (or `13-15`), `18 or over`: `ageLower`–`ageUpper`.
  private func playRange(from node: ScenarioNode) throws(ScenarioError) -> AgeRange {
    let expected = "ageLower–ageUpper such as 13–15, N or over (ageUpper null), or null"
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
}
