import AmazonAppstore

/// The settings an Amazon script's `set` names, as a scenario file writes them.
public enum AmazonSettingName: String, CaseIterable, Sendable {
  case testOption = "test-option"
  case fault
  case region
  case supervised
  case verified

  /// The name of `setting`.
  public init(_ setting: AmazonSetting) {
    switch setting {
    case .testOption: self = .testOption
    case .fault: self = .fault
    case .region: self = .region
    case .supervised: self = .supervised
    case .verified: self = .verified
    }
  }
}

extension AmazonSetting {
  /// The value as a scenario file writes it: `7`, `INTERNAL_TRANSIENT_ERROR`, `none`, `US-TX`,
  /// `true`.
  public var value: String {
    switch self {
    case .testOption(let option): option.map { "\($0.rawValue)" } ?? "none"
    case .fault(let status): status?.rawValue ?? "none"
    case .region(let code): code.rawValue
    case .supervised(let on), .verified(let on): "\(on)"
    }
  }
}
