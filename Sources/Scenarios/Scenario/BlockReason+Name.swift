import FlowEngine

extension BlockReason {
  /// A short stable name: `parent-declined`, `consent-revoked` (scenario `expect` and JSON).
  public var name: String {
    switch self {
    case .unverifiedAdult: "unverified-adult"
    case .parentDeclined: "parent-declined"
    case .questionExpired: "question-expired"
    case .sharingDeclined: "sharing-declined"
    case .consentRevoked: "consent-revoked"
    case .ageRangeUnavailable: "age-range-unavailable"
    }
  }

  /// Every name, for validation and help.
  public static let allNames = [
    "unverified-adult", "parent-declined", "question-expired", "sharing-declined",
    "consent-revoked", "age-range-unavailable",
  ]
}
