/// Whom a parent's approval is for, as far as the flow knows: what sent the flow to a parent.
public enum ApprovalSubject: Hashable, Sendable, CustomStringConvertible {
  /// A minor who shared this range.
  case minor(AgeRange)
  /// A person who declined to share, treated as a minor (the declined-sharing assumption).
  case ageNotShared
  /// A person whose parent withdrew consent: the app learns it at launch, before any age signal.
  case consentRevoked

  /// The branch that led here; nil when no age signal routed the flow.
  public var branch: FlowBranch? {
    switch self {
    case .minor: .minor
    case .ageNotShared: .declined
    case .consentRevoked: nil
    }
  }

  /// The range shared; nil when none was.
  public var range: AgeRange? {
    switch self {
    case .minor(let range): range
    case .ageNotShared, .consentRevoked: nil
    }
  }

  /// "13–15", "age not shared", "consent revoked".
  public var description: String {
    switch self {
    case .minor(let range): range.description
    case .ageNotShared: "age not shared"
    case .consentRevoked: "consent revoked"
    }
  }
}
