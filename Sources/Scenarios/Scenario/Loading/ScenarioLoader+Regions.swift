import FlowEngine

// MARK: - Region rows a scenario adds or replaces

extension ScenarioLoader {
  /// A region row's keys: the place's, then each store's (its section's), then the row's
  /// source.
  var regionKeys: [String] {
    ["code", "name", "age-of-majority", "age-of-majority-confidence"]
      + sections.flatMap(\.keys.regionRow) + ["source", "confidence", "notes"]
  }
  /// The words a `confidence:` key takes, with what each means.
  public static let confidences: KeyValuePairs<String, Confidence> = [
    "verified": .verified, "third-party": .thirdParty, "assumption": .assumption,
  ]

  /// Reads `world.regions` into the table and each store's rules: a row with a built-in code
  /// replaces the place and every store's rules for it (a row without a store's keys leaves no
  /// law on that store's side; each store's section reads its own keys).
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
      let place = try region(from: fields, code: RegionCode(code))
      regions.upsert(place)
      for section in sections {
        try section.readRegionRules(from: fields, for: place, loader: &self)
      }
    }
  }

  private func region(from fields: ScenarioMapping, code: RegionCode) throws(ScenarioError)
    -> Region
  {
    let source = try fields.required("source").text(maximumLength: 500)
    let confidence = try fields.optional("confidence")?.choice(Self.confidences) ?? .assumption
    let majority = try fields.optional("age-of-majority")?.integer(in: 2...99) ?? 18
    let name = try fields.required("name").line(maximumLength: 60)
    let majorityConfidence =
      try fields.optional("age-of-majority-confidence")?.choice(Self.confidences)
      ?? (majority == 18 ? .verified : .assumption)
    return Region(
      code: code, name: name, ageOfMajority: majority,
      ageOfMajorityConfidence: majorityConfidence, source: source, confidence: confidence,
      notes: try fields.optional("notes")?.text(maximumLength: 1000) ?? "")
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
