/// One platform's rules for the regions, keyed by region code: what the store's APIs answer
/// there. The kernel's `Region` is the place every store shares (name, age of majority,
/// sources); each platform keeps its own table of rules for the codes it treats differently
/// (Apple's dated regulation periods, Google Play's app-store laws), so a region can be added
/// once and given each store's rules in that store's own target.
///
/// A code without a row gets the platform's `otherwise` rule (no law).
public struct RegionRules<Rule: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// One code's rule.
  public struct Row: Hashable, Sendable, Codable {
    /// The region's code.
    public var code: RegionCode
    /// What the platform does there.
    public var rule: Rule

    /// Creates a row.
    public init(code: RegionCode, rule: Rule) {
      self.code = code
      self.rule = rule
    }
  }

  /// The rows, in the order given; at most one per code.
  public private(set) var rows: [Row]
  /// The rule of every code without a row.
  public var otherwise: Rule
  /// Each row's position by its code's lookup key: a platform reads its rule on every action,
  /// so a lookup is one hash rather than a scan.
  private var positions: [String: Int] = [:]

  /// Creates a table; a later row replaces an earlier one with the same code.
  public init(_ rows: [Row], otherwise: Rule) {
    self.rows = []
    self.otherwise = otherwise
    for row in rows { upsert(row.rule, for: row.code) }
  }

  /// Decodes the rows and `otherwise` (the positions are rebuilt from the rows).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode([Row].self, forKey: .rows),
      otherwise: try container.decode(Rule.self, forKey: .otherwise))
  }

  /// Encodes the rows and `otherwise`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rows, forKey: .rows)
    try container.encode(otherwise, forKey: .otherwise)
  }

  private enum CodingKeys: String, CodingKey {
    case rows, otherwise
  }

  /// The rule for a code, ignoring case; `otherwise` when the table has no row for it.
  public func rule(for code: RegionCode) -> Rule {
    positions[code.lookupKey].map { rows[$0].rule } ?? otherwise
  }

  /// The codes the table has a row for, in order.
  public var codes: [RegionCode] { rows.map(\.code) }

  /// Sets the rule of a code, replacing its row in place or adding one.
  public mutating func upsert(_ rule: Rule, for code: RegionCode) {
    if let index = positions[code.lookupKey] {
      rows[index].rule = rule
    } else {
      positions[code.lookupKey] = rows.count
      rows.append(Row(code: code, rule: rule))
    }
  }
}
