/// Why the app keeps its changed features blocked.
public enum BlockReason: Hashable, Sendable, Codable {
  /// An adult whose account is not verified: blocked until verified in Settings (Apple's sample).
  case unverifiedAdult
  /// The parent declined the significant change.
  case parentDeclined
  /// The parent's question expired unanswered; the child can ask again.
  case questionExpired
  /// The person declined to share (an assumption: Apple's sample shows no branch).
  case sharingDeclined
  /// The parent revoked consent (RESCIND_CONSENT); blocked from the next launch.
  case consentRevoked
  /// `requestAgeRange` threw; the app cannot tell who is using it.
  case ageSignalUnavailable(String)

  /// What the blocked screen says.
  public var explanation: String {
    switch self {
    case .unverifiedAdult:
      "Verify your account in Settings to use the new features."
    case .parentDeclined:
      "Your parent declined this update."
    case .questionExpired:
      "Your request expired before your parent answered. You can ask again."
    case .sharingDeclined:
      "Share your age range to use the new features."
    case .consentRevoked:
      "Your parent withdrew permission for this app."
    case .ageSignalUnavailable(let error):
      "Your age range could not be checked (\(error))."
    }
  }

  /// Whether the child may send a new question from the blocked screen.
  public var canAskAgain: Bool {
    switch self {
    case .questionExpired, .consentRevoked: true
    case .unverifiedAdult, .parentDeclined, .sharingDeclined, .ageSignalUnavailable: false
    }
  }
}
