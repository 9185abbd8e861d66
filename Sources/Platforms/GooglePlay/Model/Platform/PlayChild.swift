import FlowEngine

/// The child's Google Account as Play and Family Link know it (never the app): the birthdate,
/// supervision, how the age was checked, where the child is and the sharing setting.
public struct PlayChild: Hashable, Sendable {
  /// The birthdate: Play's, never the app's.
  public var birthdate: SimDate
  /// Supervised with Family Link: a parent manages the account and answers Play's requests.
  public var isSupervised: Bool
  /// How the age was checked beyond a declaration (`TIER_C`, `TIER_D`).
  public var verification: PlayAccount.Verification
  /// Where the child is: a region code such as `US-TX`.
  public var region: RegionCode
  /// The sharing setting: the child's own, or the parent's in Family Link when supervised.
  public var sharingMode: PlayAccount.SharingMode
  /// When the Google Account was created: a law that binds only new accounts (Texas's, on
  /// Google's page) skips an older one. Nil: not modelled, so the account counts as new [I].
  public var accountCreated: SimDate?

  /// Creates the account.
  public init(
    birthdate: SimDate, isSupervised: Bool, verification: PlayAccount.Verification = .none,
    region: RegionCode, sharingMode: PlayAccount.SharingMode = .askBeforeSharing,
    accountCreated: SimDate? = nil
  ) {
    self.birthdate = birthdate
    self.isSupervised = isSupervised
    self.verification = verification
    self.region = region
    self.sharingMode = sharingMode
    self.accountCreated = accountCreated
  }
}
