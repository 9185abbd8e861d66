import Apple
import FlowEngine

// MARK: - Region rows a scenario adds or replaces

extension ScenarioLoader {
  /// A region row's keys: the place's and Apple's rule (`regulation`), then one per platform
  /// section, then the row's source.
  var regionKeys: [String] {
    [
      "code", "name", "age-of-majority", "age-of-majority-confidence",
      "reports-assurance-method", "regulation",
    ] + sections.map(\.platform.rawValue) + ["source", "confidence", "notes"]
  }
  static let periodKeys = [
    "from", "until", "imposed-gates", "features", "eligible", "shares-automatically", "source",
    "confidence", "reading", "new-accounts-only", "new-accounts-from", "unannounced",
  ]
  /// The words a `confidence:` key takes, with what each means.
  public static let confidences: KeyValuePairs<String, Confidence> = [
    "verified": .verified, "third-party": .thirdParty, "assumption": .assumption,
  ]
  static let features: KeyValuePairs<String, RegulatoryFeature> = [
    "declaredAgeRangeRequired": .declaredAgeRangeRequired,
    "significantAppChangeRequiresAdultNotification":
      .significantAppChangeRequiresAdultNotification,
    "significantAppChangeRequiresParentalConsent": .significantAppChangeRequiresParentalConsent,
  ]

  /// Reads `world.regions` into the table and each store's rules: a row with a built-in code
  /// replaces the place and every store's rules for it (a row without `regulation` has no law on
  /// Apple's side, one without `google-play` none on Google Play's; each platform's section reads
  /// its own key).
  mutating func readRegions(from node: ScenarioNode) throws(ScenarioError) {
    var seen: [String: Int] = [:]
    for (offset, item) in try node.list(maximumCount: 50).enumerated() {
      let fields = try item.mapping(keys: regionKeys)
      let codeNode = try fields.required("code")
      let code = try codeNode.line(maximumLength: 40)
      guard code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
        throw codeNode.mismatch(expected: "a code of letters, digits and hyphens, such as US-TX")
      }
      if let first = seen[code.uppercased()] {
        throw codeNode.error("region \"\(code)\" is already defined by regions[\(first)]")
      }
      seen[code.uppercased()] = offset + 1
      let row = try region(from: fields, code: RegionCode(code))
      regions.upsert(row.place)
      appleRegionRules.upsert(row.rule, for: row.place.code)
      for section in sections {
        try section.readRegionRules(
          from: fields.optional(section.platform.rawValue), for: row.place, loader: &self)
      }
    }
  }

  private func region(from fields: ScenarioMapping, code: RegionCode) throws(ScenarioError)
    -> (place: Region, rule: AppleRegionRule)
  {
    let source = try fields.required("source").text(maximumLength: 500)
    let confidence = try fields.optional("confidence")?.choice(Self.confidences) ?? .assumption
    let majority = try fields.optional("age-of-majority")?.integer(in: 2...99) ?? 18
    var periods: [RegulationPeriod] = []
    if let list = fields.optional("regulation") {
      for item in try list.list(maximumCount: 20, allowEmpty: true) {
        periods.append(try period(from: item, source: source, confidence: confidence))
      }
    }
    // Read in the file's key order of old, so the first bad key reported stays the same.
    let name = try fields.required("name").line(maximumLength: 60)
    let majorityConfidence =
      try fields.optional("age-of-majority-confidence")?.choice(Self.confidences)
      ?? (majority == 18 ? .verified : .assumption)
    let rule = AppleRegionRule(
      reportsAssuranceMethod: try fields.optional("reports-assurance-method")?.boolean() ?? false,
      regulation: periods)
    let place = Region(
      code: code, name: name, ageOfMajority: majority,
      ageOfMajorityConfidence: majorityConfidence, source: source, confidence: confidence,
      notes: try fields.optional("notes")?.text(maximumLength: 1000) ?? "")
    return (place, rule)
  }

  private func period(from node: ScenarioNode, source: String, confidence: Confidence)
    throws(ScenarioError) -> RegulationPeriod
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
    return RegulationPeriod(
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

  /// A period's `new-accounts-from`: the first creation day of a new account, which needs
  /// `new-accounts-only: true` (without it the period binds every account, and the day would be
  /// ignored).
  public func newAccountsFrom(in fields: ScenarioMapping) throws(ScenarioError)
    -> SimDate?
  {
    guard let node = fields.optional("new-accounts-from") else { return nil }
    let day = try node.date()
    guard try fields.optional("new-accounts-only")?.boolean() == true else {
      throw node.error(
        "new-accounts-from needs new-accounts-only: true (without it the period binds every "
          + "account)")
    }
    return day
  }
}
