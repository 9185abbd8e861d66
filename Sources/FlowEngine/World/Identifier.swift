/// A string in files and reports, but its own type in code: `Owner` says what it names, so a
/// region code cannot be passed where a change ID is meant. It encodes as the bare string, so
/// every JSON and journal byte stays as it was.
public struct Identifier<Owner>: RawRepresentable, Hashable, Sendable, Codable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The identifier as files write it.
  public let rawValue: String

  /// Wraps a string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a string.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a literal, for tests and built-in defaults.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The bare string, as files, reports and the trace write it.
  public var description: String { rawValue }

  /// Ordered by their strings, as the reports sort them.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// A significant change's identifier: the key the app stores in the iCloud key-value store
/// once the change is handled (`video-calling`).
public typealias ChangeID = Identifier<SignificantChange>

/// A region's code, as scenario files and `--region` write it (`US-TX`).
public typealias RegionCode = Identifier<Region>

extension Sequence {
  /// The identifiers' strings joined, as summaries and payloads list them.
  public func joined<Owner>(separator: String) -> String where Element == Identifier<Owner> {
    map(\.rawValue).joined(separator: separator)
  }
}
