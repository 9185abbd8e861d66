/// A fact the app learned, with when and where; each platform says facts in its own words
/// (`AppleLearnedFact`, Google Play's `PlayLearnedFact`).
public struct LedgerEntry<Fact: Hashable & Sendable>: Hashable, Sendable {
  /// The trace entry that delivered it.
  public var sequence: Int
  /// The simulated day.
  public var date: SimDate
  /// The device the app learned it on.
  public var device: DeviceID
  /// What it learned.
  public var fact: Fact

  /// Creates an entry.
  public init(sequence: Int, date: SimDate, device: DeviceID, fact: Fact) {
    self.sequence = sequence
    self.date = date
    self.device = device
    self.fact = fact
  }
}
