import Apple
import FlowEngine
import Scenarios

// MARK: - A region row's Apple rule: `regulation` and `reports-assurance-method`

extension ScenarioLoader {
  static let periodKeys = [
    "from", "until", "imposed-gates", "features", "eligible", "shares-automatically", "source",
    "confidence", "reading", "new-accounts-only", "new-accounts-from", "unannounced",
  ]
  static let features: KeyValuePairs<String, RegulatoryFeature> = [
    "declaredAgeRangeRequired": .declaredAgeRangeRequired,
    "significantAppChangeRequiresAdultNotification":
      .significantAppChangeRequiresAdultNotification,
    "significantAppChangeRequiresParentalConsent": .significantAppChangeRequiresParentalConsent,
  ]

  private func period(from node: ScenarioNode, source: String, confidence: Confidence)
    throws(ScenarioError) -> AppleRegulationPeriod
  {
    let fields = try node.mapping(keys: Self.periodKeys)
    let from = try fields.required("from").date()
    let untilNode = fields.optional("until")
    let until = try untilNode?.date()
    if let untilNode, let until, until <= from {
      throw untilNode.error("the period ends (\(until)) on or before it starts (\(from))")
    }
    let gates = try fields.required("imposed-gates").list(maximumCount: 3).map {
      node throws(ScenarioError) in try node.integer(in: 1...99)
    }
    let gatesNode = try fields.required("imposed-gates")
    if case .failure(let problem) = AgeGates.validate(gates) {
      throw gatesNode.error("the imposed gates break Apple's rules: \(problem.message)")
    }
    var features: [RegulatoryFeature] = []
    if let list = fields.optional("features") {
      for item in try list.list(maximumCount: 3, allowEmpty: true) {
        let feature = try item.choice(Self.features)
        if !features.contains(feature) { features.append(feature) }
      }
    }
    return AppleRegulationPeriod(
      from: from, until: until, imposedGates: gates, features: features,
      isEligible: try fields.optional("eligible")?.boolean() ?? true,
      sharesAutomatically: try fields.optional("shares-automatically")?.boolean() ?? true,
      source: try fields.optional("source")?.text(maximumLength: 500) ?? source,
      confidence: try fields.optional("confidence")?.choice(Self.confidences) ?? confidence,
      reading: try fields.optional("reading")?.choice(Self.lawReadings),
      newAccountsOnly: try fields.optional("new-accounts-only")?.boolean() ?? false,
      newAccountsFrom: try newAccountsFrom(in: fields),
      unannounced: try fields.optional("unannounced")?.boolean() ?? false)
  }

  /// A row's Apple rule: its `regulation` periods (a row without them has no law on Apple's
  /// side) and whether Apple reports the assurance method there. The row's source and
  /// confidence stand for a period's own when it has none.
  func appleRegionRule(from row: ScenarioMapping, region: Region) throws(ScenarioError)
    -> AppleRegionRule
  {
    var periods: [AppleRegulationPeriod] = []
    if let list = row.optional("regulation") {
      for item in try list.list(maximumCount: 20, allowEmpty: true) {
        periods.append(
          try period(from: item, source: region.source, confidence: region.confidence))
      }
    }
    return AppleRegionRule(
      reportsAssuranceMethod: try row.optional("reports-assurance-method")?.boolean() ?? false,
      regulation: periods)
  }
}
