import FlowEngine

/// A setting a scenario or presenter changes on Amazon's side.
public enum AmazonSetting: Hashable, Sendable, Codable {
  /// Where the user is.
  case region(RegionCode)
  /// Whether a parent supervises the profile.
  case supervised(Bool)
  /// Whether an adult's age is verified.
  case verified(Bool)
  /// A status every call returns while set; nil clears it.
  case fault(AmazonResponseStatus?)
  /// The app queries Amazon's sample test provider with this option; nil: Amazon's own.
  case testOption(AmazonTestOption?)

  /// One line for the trace.
  public var summary: String {
    switch self {
    case .region(let code): "region = \(code)"
    case .supervised(let on): "supervised = \(on)"
    case .verified(let on): "verified = \(on)"
    case .fault(let status): "fault = \(status?.rawValue ?? "none")"
    case .testOption(let option): "test-option = \(option.map { "\($0.rawValue)" } ?? "none")"
    }
  }
}
