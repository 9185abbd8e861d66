/// The regions AgeTUI knows, as places every store shares (code, name, age of majority,
/// sources). Scenario files can add rows or replace them by code. What each store's APIs answer
/// in a region is that platform's own `RegionRules`, keyed by the same codes.
///
/// Every row names its source; `docs/regions.md` explains each one.
public struct RegionTable: Hashable, Sendable {
  /// The rows, in display order, found by code with one hash.
  private var keyed: RegionKeyedRows<Region>

  /// Creates a table from rows; a later row replaces an earlier one with the same code.
  public init(rows: [Region]) {
    keyed = RegionKeyedRows(rows)
  }

  /// The rows, in display order.
  public var rows: [Region] { keyed.rows }

  /// The code of the nonregulated default region.
  public static let defaultCode: RegionCode = "US"

  /// Looks a region up by code, ignoring case.
  public func region(code: RegionCode) -> Region? {
    keyed.row(for: code)
  }

  /// Whether the table has a row for a code, ignoring case.
  public func contains(code: RegionCode) -> Bool {
    keyed.contains(code)
  }

  /// The codes, in display order.
  public var codes: [RegionCode] { rows.map(\.code) }

  /// The codes of rows that stand for the sandbox account's Age Assurance setting rather than
  /// a place (reference §4.2). A scenario file, `ask --region` and `explore --regions` may name
  /// them; what lists places (the Settings cycle, the region picker, `explore` and `compare`
  /// by default) leaves them out.
  public static let sandboxCodes: [RegionCode] = ["SANDBOX", "SANDBOX-CHANGE-APPLICABLE"]

  /// The rows that are places, in display order: every row but the sandbox's.
  public var places: [Region] {
    rows.filter { row in !Self.sandboxCodes.contains { row.code.matches($0) } }
  }

  /// What Settings cycles through and the region picker offers: the places, and the current
  /// row last when it is not one of them (a sandbox scenario keeps its own row in reach).
  public func choices(current: Region) -> [Region] {
    let places = places
    return places.contains(current) ? places : places + [current]
  }

  /// Adds a row, or replaces the row with the same code in place.
  public mutating func upsert(_ row: Region) {
    keyed.upsert(row) { $0 = row }
  }

  /// The table with `rows` added or replacing rows of the same code.
  public func merging(_ rows: [Region]) -> RegionTable {
    var table = self
    for row in rows { table.upsert(row) }
    return table
  }
}

extension RegionCode {
  /// Codes match in any case: `--region us-tx` and a file's `us-tx` name the `US-TX` row.
  public func matches(_ other: RegionCode) -> Bool {
    lookupKey == other.lookupKey
  }

  /// What codes that match share: the code in lower case.
  var lookupKey: String { rawValue.lowercased() }
}
