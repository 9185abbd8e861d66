import Apple
import Scenarios

extension AppleWorld {
  /// Apple's world for a scenario's shared world alone: the person, parent, region, app and
  /// assumptions it says, with Apple's own settings at their defaults (the newest iOS 26, one
  /// iPhone, Apple's built-in region rules, the default app's Apple ID). What a file's
  /// `world:` would give with none of Apple's keys.
  public init(shared: SharedWorld) {
    self.init(
      person: ApplePerson(
        name: shared.personName, birthdate: shared.birthdate,
        isInFamily: shared.parentName != nil,
        verification: ScenarioLoader.appleVerification(shared.verification),
        sharingMode: ScenarioLoader.appleSharingMode(shared.sharingMode),
        accountCreated: shared.accountCreated),
      parentName: shared.parentName, regionCode: shared.regionCode, regions: shared.regions,
      os: .newest26, today: shared.today, assumptions: shared.assumptions, app: shared.app)
    appAppleID = ScenarioLoader.defaultAppAppleID
  }
}
