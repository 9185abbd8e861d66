import Apple
import FlowEngine

/// What every platform's part reads of a scenario's shared `world:` section: the day, the
/// person, their parent, the region and the app. A ``ScenarioSection`` derives its platform's
/// world from it, so a platform's section needs no other platform's types: its two settings are
/// the file's words (``Sharing``, ``Verification``), which each store maps to its own, as
/// Google Play's section does.
public struct SharedWorld: Hashable, Sendable {
  /// How the person shares their age, as the `world:` section's `sharing-mode` writes it.
  public enum Sharing: String, Hashable, Sendable, CaseIterable {
    /// `always-share`.
    case alwaysShare = "always-share"
    /// `ask-first`.
    case askFirst = "ask-first"
    /// `never-share`.
    case neverShare = "never-share"
  }

  /// How the person's age was checked, as the `world:` section's `verification` writes it.
  public enum Verification: String, Hashable, Sendable, CaseIterable {
    /// `none`: not checked.
    case none
    /// `payment`: a payment card.
    case payment
    /// `government-id`: an identity document.
    case governmentID = "government-id"
    /// `other`: another method.
    case other
  }

  /// The simulated day the scenario starts on.
  public var today: SimDate
  /// The person's birthdate, known to the system only.
  public var birthdate: SimDate
  /// The day the person's account was created, when the file says (nil: a new account).
  public var accountCreated: SimDate?
  /// The parent's name, when the person has one in the family.
  public var parentName: String?
  /// The region the person is in.
  public var regionCode: RegionCode
  /// The app the person opens.
  public var app: AppConfig
  /// How the person shares their age (the `world:` section's `sharing-mode`).
  public var sharingMode: Sharing
  /// How the person's age was checked (the `world:` section's `verification`).
  public var verification: Verification
  /// Whether a store with no date of its own for a law follows the statute's (the `world:`
  /// section's `assumptions.store-dates`).
  public var storeDates: StoreDateReading

  /// The person's age on ``today``, in whole years.
  public var age: Int { birthdate.wholeYears(until: today) }

  /// What `world`, the `world:` section as read, shares with every platform.
  public init(_ world: World) {
    today = world.today
    birthdate = world.person.birthdate
    accountCreated = world.person.accountCreated
    parentName = world.parentName
    regionCode = world.regionCode
    app = world.app
    sharingMode = Self.sharing(world.person.sharingMode)
    verification = Self.verification(world.person.verification)
    storeDates = world.assumptions.storeDates
  }

  /// Apple's setting as the file writes it.
  private static func sharing(_ mode: SharingMode) -> Sharing {
    switch mode {
    case .alwaysShare: .alwaysShare
    case .askFirst: .askFirst
    case .neverShare: .neverShare
    }
  }

  /// Apple's verification as the file writes it.
  private static func verification(_ verification: AdultVerification) -> Verification {
    switch verification {
    case .none: .none
    case .payment: .payment
    case .governmentID: .governmentID
    case .other: .other
    }
  }
}
