import Analyses
import Apple
import FlowEngine
import Reports
import Scenarios

/// One world of a sweep: everything about the person and the place, before anyone answers.
public struct AppleExploreSetting: Hashable, Sendable {
  /// The region code.
  public var regionCode: RegionCode
  /// The "Age Range for Apps" setting.
  public var sharingMode: SharingMode
  /// The person's age on the sweep's date.
  public var age: Int
  /// Whether the person is in Family Sharing (with a parent, Sam, as organizer).
  public var isInFamily: Bool
  /// How the account's age was checked.
  public var verification: AdultVerification
  /// Whether an Apple Account is signed in.
  public var isSignedIn: Bool
  /// The OS on the person's iPhone.
  public var os: OSVersion

  /// The person's name in every swept world.
  public static let personName = "Alex"
  /// The parent's name when the person is in Family Sharing.
  public static let parentName = "Sam"

  /// The world this setting describes, on the space's date with its app and regions.
  public func world(in space: AppleExploreSpace) -> AppleWorld {
    let person = ApplePerson(
      name: Self.personName, birthdate: ExploreOptions.birthdate(age: age, on: space.date),
      isInFamily: isInFamily, isSignedIn: isSignedIn, verification: verification,
      sharingMode: sharingMode)
    return AppleWorld(
      person: person, parentName: isInFamily ? Self.parentName : nil, regionCode: regionCode,
      regions: space.regions, regionRules: space.regionRules, os: os, today: space.date,
      assumptions: space.assumptions,
      app: space.app)
  }
}
