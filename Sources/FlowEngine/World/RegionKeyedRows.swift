/// Rows in order, at most one per region code in any case, each found by one hash: what the
/// region table and every platform's rules keep their rows in. Every action looks its region
/// and rules up, so a lookup must not scan the rows lowercasing each code.
///
/// Encodes as the bare list of rows; the positions are rebuilt when decoded.
struct RegionKeyedRows<Row: RegionKeyed & Hashable & Sendable>: Hashable, Sendable {
  /// The rows, in order.
  private(set) var rows: [Row] = []
  /// Each row's position by its code's lookup key.
  private var positions: [String: Int] = [:]

  /// Keeps `rows` in order; a later row replaces an earlier one with the same code.
  init(_ rows: [Row]) {
    for row in rows { upsert(row) { $0 = row } }
  }

  /// The row for a code, ignoring case.
  func row(for code: RegionCode) -> Row? {
    positions[code.lookupKey].map { rows[$0] }
  }

  /// Whether there is a row for a code, ignoring case.
  func contains(_ code: RegionCode) -> Bool {
    positions[code.lookupKey] != nil
  }

  /// Adds `row`, or changes the row with its code in place with `update` (which must keep the
  /// code, in any case).
  mutating func upsert(_ row: Row, updating update: (inout Row) -> Void = { _ in }) {
    if let index = positions[row.code.lookupKey] {
      update(&rows[index])
    } else {
      positions[row.code.lookupKey] = rows.count
      rows.append(row)
    }
  }
}
