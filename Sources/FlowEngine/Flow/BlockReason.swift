/// Why the app keeps its changed features blocked.
public enum BlockReason: Hashable, Sendable {
  /// An adult whose account is not verified: blocked until verified.
  case unverifiedAdult
  /// The parent declined the approval asked for this subject.
  case parentDeclined(ApprovalSubject)
  /// The approval asked for this subject lapsed unanswered; the person can ask again.
  case approvalLapsed(ApprovalSubject)
  /// The person declined to share (an assumption: the flow it follows shows no branch).
  case sharingDeclined
  /// The parent withdrew consent; blocked from the next launch.
  case consentRevoked
  /// The store could not give an age signal; the app cannot tell who is using it. The error's
  /// name, as the store gives it.
  case ageSignalUnavailable(String)

  /// Whether the person may ask for a new approval from the blocked screen.
  public var canAskAgain: Bool { askAgainSubject != nil }

  /// Whom a new approval asked from the blocked screen is for; nil where none can be asked.
  public var askAgainSubject: ApprovalSubject? {
    switch self {
    case .approvalLapsed(let subject): subject
    case .consentRevoked: .consentRevoked
    case .unverifiedAdult, .parentDeclined, .sharingDeclined, .ageSignalUnavailable: nil
    }
  }

  /// The branch that led here; nil when no age signal routed the flow.
  public var branch: FlowBranch? {
    switch self {
    case .unverifiedAdult: .unverifiedAdult
    case .parentDeclined(let subject), .approvalLapsed(let subject): subject.branch
    case .sharingDeclined: .declined
    case .consentRevoked: nil
    case .ageSignalUnavailable: .error
    }
  }
}
