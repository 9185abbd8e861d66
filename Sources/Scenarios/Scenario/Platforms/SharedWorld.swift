import FlowEngine

/// What a scenario's shared `world:` section says, which every store's part reads: the day, the
/// person, their parent, the region table and the region, the app, the assumptions. Each
/// ``ScenarioSection`` derives its store's world from it (with its own keys, where the file
/// writes them), so no store's section needs another store's types: the two settings are the
/// file's words (``Sharing``, ``Verification``), which each store maps to its own.
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
  /// The person's name.
  public var personName: String
  /// The person's birthdate, known to the system only.
  public var birthdate: SimDate
  /// The day the person's account was created, when the file says (nil: a new account).
  public var accountCreated: SimDate?
  /// The parent's name, when the person has one in the family.
  public var parentName: String?
  /// The region the person is in.
  public var regionCode: RegionCode
  /// The region table: the built-in rows and the file's own (`world.regions`).
  public var regions: RegionTable
  /// The app the person opens.
  public var app: AppConfig
  /// How the person shares their age (the `world:` section's `sharing-mode`).
  public var sharingMode: Sharing
  /// How the person's age was checked (the `world:` section's `verification`).
  public var verification: Verification
  /// The assumptions the `world:` section's `assumptions` sets over the standard ones.
  public var assumptions: Assumptions

  /// Whether a store with no date of its own for a law follows the statute's (the `world:`
  /// section's `assumptions.store-dates`).
  public var storeDates: StoreDateReading { assumptions.storeDates }
  /// The person's age on ``today``, in whole years.
  public var age: Int { birthdate.wholeYears(until: today) }

  /// A shared world.
  public init(
    today: SimDate, personName: String, birthdate: SimDate, accountCreated: SimDate? = nil,
    parentName: String?, regionCode: RegionCode, regions: RegionTable = .builtIn,
    app: AppConfig, sharingMode: Sharing = .askFirst, verification: Verification = .none,
    assumptions: Assumptions = .standard
  ) {
    self.today = today
    self.personName = personName
    self.birthdate = birthdate
    self.accountCreated = accountCreated
    self.parentName = parentName
    self.regionCode = regionCode
    self.regions = regions
    self.app = app
    self.sharingMode = sharingMode
    self.verification = verification
    self.assumptions = assumptions
  }
}
