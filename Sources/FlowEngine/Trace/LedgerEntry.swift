/// A fact the app learned, with when and where.
public struct LedgerEntry: Hashable, Sendable, Codable {
  /// The trace entry that delivered it.
  public var sequence: Int
  /// The simulated day.
  public var date: SimDate
  /// The device the app learned it on.
  public var device: DeviceID
  /// What it learned.
  public var fact: LearnedFact

  /// Creates an entry.
  public init(sequence: Int, date: SimDate, device: DeviceID, fact: LearnedFact) {
    self.sequence = sequence
    self.date = date
    self.device = device
    self.fact = fact
  }
}
