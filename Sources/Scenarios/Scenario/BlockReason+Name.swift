import FlowEngine

extension BlockReason {
  /// A reason without its values: one case per reason, spelled as scenario `expect` and the
  /// JSON write it, so the list of names comes from the reasons.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `unverifiedAdult`.
    case unverifiedAdult = "unverified-adult"
    /// `parentDeclined`.
    case parentDeclined = "parent-declined"
    /// `approvalLapsed`.
    case approvalLapsed = "question-expired"
    /// `sharingDeclined`.
    case sharingDeclined = "sharing-declined"
    /// `consentRevoked`.
    case consentRevoked = "consent-revoked"
    /// `ageSignalUnavailable`.
    case ageSignalUnavailable = "age-range-unavailable"
  }

  /// The reason without its values.
  public var kind: Kind {
    switch self {
    case .unverifiedAdult: .unverifiedAdult
    case .parentDeclined: .parentDeclined
    case .approvalLapsed: .approvalLapsed
    case .sharingDeclined: .sharingDeclined
    case .consentRevoked: .consentRevoked
    case .ageSignalUnavailable: .ageSignalUnavailable
    }
  }

  /// A short stable name: `parent-declined`, `consent-revoked` (scenario `expect` and JSON).
  public var name: String { kind.rawValue }

  /// Every name, in the order of the reasons, for validation and help.
  public static let allNames = Kind.allCases.map(\.rawValue)
}
