import FlowEngine

/// The system's cache of age-range answers, per app and gate set (reference §1.12).
///
/// A person who ages into a new range keeps getting the old one until the anniversary of the
/// original declaration; "Share Age Range Again" in Settings clears an app's entries.
public struct AgeRangeCache: Hashable, Sendable {
  /// The entries, oldest first.
  public private(set) var entries: [CachedAgeRange]

  /// Creates a cache.
  public init(entries: [CachedAgeRange] = []) {
    self.entries = entries
  }

  /// The entry for an app and gate set, valid or not.
  public func entry(bundleID: String, gates: [Int]) -> CachedAgeRange? {
    entries.first { $0.bundleID == bundleID && $0.requestedGates == gates }
  }

  /// Stores an entry, replacing the one for the same app and gates.
  public mutating func store(_ entry: CachedAgeRange) {
    entries.removeAll { $0.bundleID == entry.bundleID && $0.requestedGates == entry.requestedGates }
    entries.append(entry)
  }

  /// "Share Age Range Again": forgets every answer for an app.
  public mutating func clear(bundleID: String) {
    entries.removeAll { $0.bundleID == bundleID }
  }

  /// The next anniversary at which any entry for an app expires, after a day.
  public func nextAnniversary(bundleID: String, after date: SimDate) -> SimDate? {
    entries.filter { $0.bundleID == bundleID }
      .map { $0.declaredOn.nextRecurrence(after: date) }
      .min()
  }
}
