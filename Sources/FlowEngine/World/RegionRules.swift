/// One platform's rules for the regions, keyed by region code: what the store's APIs answer
/// there. The kernel's `Region` is the place every store shares (name, age of majority,
/// sources); each platform keeps its own table of rules for the codes it treats differently
/// (Apple's dated regulation periods, Google Play's app-store laws), so a region can be added
/// once and given each store's rules in that store's own target.
///
/// A code without a row gets the platform's `otherwise` rule (no law).
public struct RegionRules<Rule: Hashable & Sendable>: Hashable, Sendable {
  /// One code's rule.
  public struct Row: Hashable, Sendable, RegionKeyed {
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

  /// The rows, in the order given; at most one per code, found by one hash.
  private var keyed: RegionKeyedRows<Row>
  /// The rule of every code without a row.
  public var otherwise: Rule

  /// Creates a table; a later row replaces an earlier one with the same code.
  public init(_ rows: [Row], otherwise: Rule) {
    self.keyed = RegionKeyedRows([])
    self.otherwise = otherwise
    for row in rows { upsert(row.rule, for: row.code) }
  }

  /// The rows, in the order given; at most one per code.
  public var rows: [Row] { keyed.rows }

  /// The rule for a code, ignoring case; `otherwise` when the table has no row for it.
  public func rule(for code: RegionCode) -> Rule {
    keyed.row(for: code)?.rule ?? otherwise
  }

  /// The codes the table has a row for, in order.
  public var codes: [RegionCode] { rows.map(\.code) }

  /// Sets the rule of a code, replacing its row's rule in place (the row keeps the code as
  /// first written) or adding one.
  public mutating func upsert(_ rule: Rule, for code: RegionCode) {
    keyed.upsert(Row(code: code, rule: rule)) { $0.rule = rule }
  }
}
