/// A string or number in files and reports, but its own type in code: `Owner` says what it
/// names, so a region code cannot be passed where a change ID is meant, nor a step number where
/// an approval is. It encodes as the bare string or number, so every JSON and journal byte stays
/// as it was.
public struct Identifier<Owner, RawValue>: RawRepresentable, Hashable, Sendable, Codable,
  Comparable, CustomStringConvertible
where RawValue: Hashable & Sendable & Codable & Comparable & CustomStringConvertible {
  /// The identifier as files write it.
  public let rawValue: RawValue

  /// Wraps a value.
  public init(rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Wraps a value.
  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Decodes the bare value.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(RawValue.self)
  }

  /// Encodes the bare value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The bare value, as files, reports, summaries (`question #2`) and the trace write it.
  public var description: String { rawValue.description }

  /// Ordered by their values: the reports sort strings, and approvals come in the order they
  /// were made.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Identifier: ExpressibleByStringLiteral, ExpressibleByExtendedGraphemeClusterLiteral,
  ExpressibleByUnicodeScalarLiteral
where RawValue == String {
  /// Wraps a literal, for tests and built-in defaults.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }
}

extension Identifier: ExpressibleByIntegerLiteral where RawValue == Int {
  /// Wraps a literal, for tests and scenario defaults.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }
}

/// A significant change's identifier: the key the app stores where its other installs see it
/// once the change is handled (`video-calling`).
public typealias ChangeID = Identifier<SignificantChange, String>

/// A region's code, as scenario files and `--region` write it (`US-TX`).
public typealias RegionCode = Identifier<Region, String>

extension Sequence {
  /// The identifiers' strings joined, as summaries and payloads list them.
  public func joined<Owner>(separator: String) -> String
  where Element == Identifier<Owner, String> {
    map(\.rawValue).joined(separator: separator)
  }
}
