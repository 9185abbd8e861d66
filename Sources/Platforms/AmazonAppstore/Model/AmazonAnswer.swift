/// `GetUserAgeData`'s row, with why it is so: each reason cites amazon.md and carries [I] or
/// [U] where it is AgeTUI's reading.
public struct AmazonAnswer: Hashable, Sendable {
  /// The row the app reads.
  public var row: AmazonUserAgeData
  /// Why, one sentence each.
  public var reasons: [String]

  /// An answer.
  public init(row: AmazonUserAgeData, reasons: [String]) {
    self.row = row
    self.reasons = reasons
  }
}
