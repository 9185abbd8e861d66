import FlowEngine

/// The Google Account and device facts Play answers from: what the system knows, never the app.
public struct PlayAccount: Hashable, Sendable {
  /// How the account's age was checked beyond a declaration.
  public enum Verification: String, CaseIterable, Hashable, Sendable, Codable {
    /// Declared only.
    case none
    /// `TIER_C`: card, email, a selfie estimate or an ID.
    case tierC = "tier-c"
    /// `TIER_D`: an ID plus a selfie, or a digital ID.
    case tierD = "tier-d"
  }

  /// The sharing setting: the user's own, or for a supervised child the parent's in Family
  /// Link (reference §8.3 [V]).
  public enum SharingMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// "Ask before sharing": Play's in-app prompt asks.
    case askBeforeSharing = "ask-first"
    /// "Always share".
    case alwaysShare = "always-share"
    /// "Never share".
    case neverShare = "never-share"

    /// The setting's name as Play writes it.
    public var title: String {
      switch self {
      case .askBeforeSharing: "Ask before sharing"
      case .alwaysShare: "Always share"
      case .neverShare: "Never share"
      }
    }
  }

  /// The birthdate: the system's, never the app's.
  public var birthdate: SimDate
  /// A supervised account: a parent manages it with Family Link.
  public var isSupervised: Bool
  /// How the age was checked.
  public var verification: Verification
  /// The sharing setting.
  public var sharingMode: SharingMode
  /// Whether the user taps Share on Play's in-app prompt, if it appears.
  public var sharesOnPrompt: Bool
  /// Where the parent's approval of the app's significant changes stands; nil when the
  /// developer has declared none.
  public var changeStatus: PlaySignificantChangeStatus?
  /// The effective date of the latest approved change, when one is approved; it stays while a
  /// later change is pending or declined (reference §6.3: the "effective from" date of the
  /// latest *approved* change).
  public var approvalDate: SimDate?

  /// Creates the account's facts.
  public init(
    birthdate: SimDate, isSupervised: Bool = false, verification: Verification = .none,
    sharingMode: SharingMode = .askBeforeSharing, sharesOnPrompt: Bool = true,
    changeStatus: PlaySignificantChangeStatus? = nil, approvalDate: SimDate? = nil
  ) {
    self.birthdate = birthdate
    self.isSupervised = isSupervised
    self.verification = verification
    self.sharingMode = sharingMode
    self.sharesOnPrompt = sharesOnPrompt
    self.changeStatus = changeStatus
    self.approvalDate = approvalDate
  }
}
