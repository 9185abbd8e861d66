/// A parental approval's number: Apple's permission question (`PermissionQuestion.id`) or Google
/// Play's Family Link request. A number in files, reports and the trace, but its own type in
/// code, so a wrong-attempt count or a step number cannot be passed where a question is meant.
/// It encodes as the bare number, so every JSON and journal byte stays as it was.
public struct ApprovalID: RawRepresentable, Hashable, Sendable, Codable, Comparable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The number, from 1.
  public let rawValue: Int

  /// Wraps a number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Wraps a number.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Wraps a literal, for tests and scenario defaults.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// Decodes the bare number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  /// Encodes the bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The bare number, as summaries (`question #2`) and payloads write it.
  public var description: String { "\(rawValue)" }

  /// In the order they were made.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
