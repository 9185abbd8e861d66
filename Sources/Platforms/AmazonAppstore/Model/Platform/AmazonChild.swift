import FlowEngine

/// The child's (or any user's) profile on the Fire tablet, as the world keeps it.
public struct AmazonChild: Hashable, Sendable {
  /// The birthdate; never leaves the store.
  public var birthdate: SimDate
  /// Whether a parent supervises the profile (a child or teen profile).
  public var isSupervised: Bool
  /// Whether an adult's age is verified.
  public var isVerified: Bool
  /// Where the user is.
  public var region: RegionCode
  /// The profile's anonymous app user ID.
  public var userId: String

  /// A profile.
  public init(
    birthdate: SimDate, isSupervised: Bool, isVerified: Bool = false, region: RegionCode,
    userId: String = AmazonAccount.exampleUserId
  ) {
    self.birthdate = birthdate
    self.isSupervised = isSupervised
    self.isVerified = isVerified
    self.region = region
    self.userId = userId
  }
}
