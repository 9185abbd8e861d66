import AmazonAppstore
import FlowEngine
import Scenarios

extension AmazonExpectation {
  /// Checks every key against Amazon's world after a step; `entries` are the trace entries the
  /// step produced, `refusal` why Amazon refused its action. A refused action fails the step
  /// unless `refused:` expects it.
  public func evaluate(in world: AmazonWorld, entries: [AmazonTraceEntry], refusal: AmazonRefusal?)
    -> [ExpectationResult]
  {
    var results: [ExpectationResult] = []
    func check(_ key: String, _ expected: String, _ actual: String, negated: Bool? = nil) {
      results.append(
        .comparing(key, expected, actual, negated: negated ?? negatedKeys.contains(key)))
    }
    for expected in steps {
      let key =
        expected.device == .childPhone ? "step" : "step (\(expected.device.amazonName))"
      check(
        key, expected.step.rawValue, world.flows[expected.device]?.step.name ?? "not installed",
        negated: expected.negated)
    }
    let latest = Self.latestRow(in: world)
    for expected in columns {
      check(
        expected.column.rawValue, expected.cell.json,
        latest.map { expected.column.cell(of: $0).json } ?? Self.noAnswerYet,
        negated: expected.negated)
    }
    if let retryable {
      check(
        "retryable", "\(retryable)",
        latest.map { "\($0.responseStatus.isRetryable)" } ?? Self.noAnswerYet)
    }
    if let consent {
      check("consent", consent.rawValue, world.consent.rawValue)
    }
    if let pendingRequest {
      check("pending-request", "\(pendingRequest)", "\(world.pendingRequest != nil)")
    }
    if let revocationReport {
      check(
        "revocation-report", Self.listed(revocationReport),
        Self.listed(world.revocationReport.rows.map(\.userId)))
    }
    let summaries = entries.map { [$0.summary] }
    results += traceContains.map { ExpectationResult.containing($0, in: summaries) }
    for text in traceLacks {
      results.append(
        .lacking(
          text,
          in: entries.map {
            ("#\($0.sequence) \($0.from.rawValue) → \($0.to.rawValue)", $0.summary)
          }))
    }
    if let result = rejection.check(key: "refused", refusal: refusal?.text) {
      results.append(result)
    }
    return results
  }

  /// What a column's result reads before the app has queried at all.
  public static let noAnswerYet = "no answer yet"

  /// The app's latest `GetUserAgeData` row on any device.
  public static func latestRow(in world: AmazonWorld) -> AmazonUserAgeData? {
    for entry in world.trace.reversed() where entry.to == .app {
      if case .ageData(let row, _)? = entry.detail { return row }
    }
    return nil
  }

  /// Names in their order, comma-separated, or `none`.
  private static func listed(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
