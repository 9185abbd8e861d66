import FlowEngine

/// `mostRecentApprovalDate`: an ISO-8601 timestamp with milliseconds and an offset, such as
/// `2023-07-01T00:00:00.008+02:00` (amazon.md §2 [3P sample]). AgeTUI's clock counts days, so a
/// consent it simulates is stamped at midnight UTC [I].
public struct AmazonApprovalTimestamp: Hashable, Sendable, CustomStringConvertible {
  /// The day.
  public var day: SimDate
  /// The time of day with milliseconds, `HH:MM:SS.mmm`.
  public var time: String
  /// `Z` or `±HH:MM`.
  public var offset: String

  /// A timestamp; by default midnight UTC.
  public init(day: SimDate, time: String = "00:00:00.000", offset: String = "Z") {
    self.day = day
    self.time = time
    self.offset = offset
  }

  /// The text the column holds.
  public var description: String { "\(day)T\(time)\(offset)" }
}
