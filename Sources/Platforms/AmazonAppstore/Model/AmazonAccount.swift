import FlowEngine

/// What Amazon knows of the user on a Fire tablet, as `GetUserAgeData` answers from it.
public struct AmazonAccount: Hashable, Sendable {
  /// The birthdate; never leaves the store.
  public var birthdate: SimDate
  /// Whether the profile is a child or teen profile a parent supervises.
  public var isSupervised: Bool
  /// Whether an adult's age is verified.
  public var isVerified: Bool
  /// The parent's consent to the current version of the app.
  public var consent: AmazonConsent
  /// The anonymous app user ID of the child or teen profile.
  public var userId: String
  /// The parent's latest consent, if any ever was.
  public var lastApproval: AmazonApprovalTimestamp?

  /// Amazon's example user ID, from the revocation report's page (amazon.md §2, §7 [V]).
  public static let exampleUserId = "hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0="

  /// An account.
  public init(
    birthdate: SimDate, isSupervised: Bool, isVerified: Bool, consent: AmazonConsent,
    userId: String = exampleUserId, lastApproval: AmazonApprovalTimestamp? = nil
  ) {
    self.birthdate = birthdate
    self.isSupervised = isSupervised
    self.isVerified = isVerified
    self.consent = consent
    self.userId = userId
    self.lastApproval = lastApproval
  }
}
