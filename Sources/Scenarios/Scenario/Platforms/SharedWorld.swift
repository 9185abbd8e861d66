import Apple
import FlowEngine

/// What every platform's part reads of a scenario's shared `world:` section: the day, the
/// person, their parent, the region and the app. A ``ScenarioSection`` derives its platform's
/// world from it, so a platform's section needs no other platform's types. The section is
/// written in Apple's words, so its two settings are Apple's values (`sharingMode`,
/// `verification`), which another store maps to its own, as Google Play's section does.
public struct SharedWorld: Hashable, Sendable {
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
  public var sharingMode: SharingMode
  /// How the person's age was checked (the `world:` section's `verification`).
  public var verification: AdultVerification
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
    sharingMode = world.person.sharingMode
    verification = world.person.verification
    storeDates = world.assumptions.storeDates
  }
}
