/// Whether a store applies a law from the statute's own date where the store has given no date
/// of its own (reference §9.1): Alabama's law starts 2027-01-01, one store's pages disagree on
/// when it follows ("exact date to be determined" in one language, "from January 2027" in
/// another) and the other store has announced nothing; California's starts 2027-01-01 and one
/// store has announced nothing. A region row marks such a period `unannounced`.
public enum StoreDateReading: String, CaseIterable, Hashable, Sendable, Codable {
  /// The store follows the statute from its date: AgeTUI's default, so the clock crossing a
  /// law's first day changes what the store answers.
  case statute
  /// The store applies nothing until it gives a date: an `unannounced` period never holds.
  case toBeDetermined = "to-be-determined"

  /// How Settings and reports name the reading.
  public var title: String {
    switch self {
    case .statute: "the statute's dates"
    case .toBeDetermined: "to be determined"
    }
  }

  /// Whether a period holds under this reading: an announced one always does, an unannounced
  /// one only where the store is taken to follow the statute.
  public func admits(unannounced: Bool) -> Bool {
    switch self {
    case .statute: true
    case .toBeDetermined: !unannounced
    }
  }
}
