/// An app version such as `1.10.2`, compared numerically part by part (`1.9` < `1.10`).
public struct AppVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The dotted numeric parts.
  public let parts: [Int]

  /// Parses `1`, `1.2` or `1.2.3`; nil for anything else.
  public init?(_ text: String) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    var parts: [Int] = []
    for piece in pieces {
      guard !piece.isEmpty, piece.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(piece)
      else { return nil }
      parts.append(value)
    }
    guard !parts.isEmpty, parts.count <= 4 else { return nil }
    self.parts = parts
  }

  /// `1.2.3`.
  public var description: String {
    parts.map(String.init).joined(separator: ".")
  }

  /// Numeric order; missing parts count as zero (`1.2` == `1.2.0`).
  public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
    let count = max(lhs.parts.count, rhs.parts.count)
    for index in 0..<count {
      let left = index < lhs.parts.count ? lhs.parts[index] : 0
      let right = index < rhs.parts.count ? rhs.parts[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Equal when numerically equal (`1.2` == `1.2.0`).
  public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Hashes the parts without trailing zeros, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    var trimmed = parts
    while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }

  /// Decodes a version string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let version = AppVersion(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a version such as 1.2, found \"\(text)\"")
    }
    self = version
  }

  /// Encodes as a version string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
