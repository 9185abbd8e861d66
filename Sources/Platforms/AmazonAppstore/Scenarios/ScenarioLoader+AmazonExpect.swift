import AmazonAppstore
import FlowEngine
import Scenarios

// MARK: - An Amazon step's `expect:`

extension ScenarioLoader {
  static let amazonExpectKeys =
    ["step"] + AmazonColumn.allCases.map(\.rawValue) + [
      "retryable", "consent", "pending-request", "revocation-report", "refused",
      "trace-contains", "trace-lacks",
    ]

  /// An Amazon step's `expect:`: Amazon's six keys of the app's latest row, and the world's
  /// consent, request and revocation report.
  func amazonExpectation(from node: ScenarioNode) throws(ScenarioError) -> AmazonExpectation {
    let fields = try node.mapping(keys: Self.amazonExpectKeys)
    var expectation = AmazonExpectation()
    /// A key's value, or `{not: value}`, which records the key as negated.
    func value<Value>(
      _ key: String, _ parse: (ScenarioNode) throws(ScenarioError) -> Value
    ) throws(ScenarioError) -> Value? {
      guard let node = fields[key] else { return nil }
      let (value, negated) = try negatable(node, parse)
      if negated { expectation.negatedKeys.insert(key) }
      return value
    }
    expectation.steps = try deviceSteps(fields.optional("step"), naming: .amazonAppstore)
    for entry in fields.entries {
      guard let column = AmazonColumn(rawValue: entry.key) else { continue }
      let (cell, negated) = try negatable(entry.value) { node throws(ScenarioError) in
        try amazonCell(column, from: node)
      }
      expectation.columns.append(
        AmazonExpectation.Column(column: column, cell: cell, negated: negated))
    }
    expectation.retryable = try value("retryable") { node throws(ScenarioError) in
      try node.boolean()
    }
    expectation.consent = try value("consent") { node throws(ScenarioError) in
      try node.named(AmazonConsent.self, kind: "a consent")
    }
    expectation.pendingRequest = try value("pending-request") { node throws(ScenarioError) in
      try node.boolean()
    }
    expectation.revocationReport = try value("revocation-report") {
      node throws(ScenarioError) in try userIDs(from: node)
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

  /// A column's expected cell: `null`, or a value of the column's type (`SUCCESS`, `""`, `13`,
  /// an ID, a timestamp).
  private func amazonCell(_ column: AmazonColumn, from node: ScenarioNode) throws(ScenarioError)
    -> AmazonCell
  {
    if node.isNull { return .null }
    switch column {
    case .responseStatus:
      return .string(
        try node.named(AmazonResponseStatus.self, kind: "a responseStatus").rawValue)
    case .userStatus:
      let names = AmazonUserStatus.allCases.map(\.rawValue)
      let expected = "a userStatus: \(ScenarioNode.list(names.map { $0.isEmpty ? "\"\"" : $0 }))"
      let text = try node.scalarText(expected: expected)
      guard names.contains(text) else {
        throw node.mismatch(
          expected: expected, suggestion: NameSuggester.suggestion(for: text, among: names))
      }
      return .string(text)
    case .ageLower, .ageUpper:
      return .integer(try node.integer(in: 0...18))
    case .userId, .mostRecentApprovalDate:
      return .string(try node.line(maximumLength: 100))
    }
  }

  /// `none`, or the report's `user_id`s in order.
  private func userIDs(from node: ScenarioNode) throws(ScenarioError) -> [String] {
    if case .scalar = node.node, (try? node.line(maximumLength: 10)) == "none" { return [] }
    return try node.list(maximumCount: 20).map { node throws(ScenarioError) in
      try node.line(maximumLength: 100)
    }
  }
}
