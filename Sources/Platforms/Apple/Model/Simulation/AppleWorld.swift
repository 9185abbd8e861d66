import FlowEngine

/// The simulated world's settings: who, where, when, on what OS, with which app.
public struct AppleWorld: Hashable, Sendable {
  /// The person using the app.
  public var person: ApplePerson
  /// The parent or guardian's name, when the person has one in their family.
  public var parentName: String?
  /// The region code in force.
  public var regionCode: RegionCode
  /// The region table (built-in rows plus any a scenario adds).
  public var regions: RegionTable
  /// Apple's rules for the regions (built-in rules plus any a scenario adds).
  public var regionRules: RegionRules<AppleRegionRule>
  /// The OS on the person's devices.
  public var os: OSVersion
  /// The simulated day.
  public var today: SimDate
  /// The modelled assumptions.
  public var assumptions: Assumptions
  /// The app.
  public var app: AppConfig
  /// The person's second device, if they have one.
  public var secondDevice: AppleDeviceKind?
  /// The Screen Time passcode the parent set on the person's devices (Approve in Person).
  public var screenTimePasscode: String
  /// The `PermissionFlow` the app passes to `askSignificantChangePermission` on 27.0 and
  /// later; earlier versions call `AskCenter.ask`. (The app's, but Apple's calls, so the world
  /// keeps it rather than the platform-neutral `AppConfig`.)
  public var permissionFlow: PermissionFlow = .standard
  /// The call the app makes to ask about communication.
  public var communicationAPI: AskAPI = .automatic
  /// Faults injected into the simulated system, for app developers' tests.
  public var faults: Set<AppleInjectedFault> = []
  /// The person's main device, where the app runs first (`child-iphone` in scenarios).
  public var mainDevice: AppleDeviceKind = .iPhone
  /// What `isEligibleForAgeFeatures` answers, overriding the region's period; nil: the region
  /// decides (a Mac still answers false, §1.9).
  public var eligibility: Bool?
  /// The App Store server environment the developer's server hears from (`appData.environment`
  /// of RESCIND_CONSENT). Sandbox unless a scenario says otherwise: the sandbox account's
  /// Revoke App Consent is the one documented way to trigger it (§4.3).
  public var appStoreEnvironment: AppStoreEnvironment = .sandbox
  /// The app's Apple ID in App Store Connect (`appData.appAppleId`; the app's, but Apple's, so
  /// the world keeps it); nil when the world names none, and then no notification carries one.
  public var appAppleID: Int?

  /// The passcode a scenario gets unless it sets `screen-time-passcode`.
  public static let defaultScreenTimePasscode = "1234"

  /// Creates a world.
  public init(
    person: ApplePerson, parentName: String?, regionCode: RegionCode,
    regions: RegionTable = .builtIn,
    regionRules: RegionRules<AppleRegionRule> = AppleRegionRule.builtIn, os: OSVersion,
    today: SimDate,
    assumptions: Assumptions = .standard, app: AppConfig, secondDevice: AppleDeviceKind? = nil,
    screenTimePasscode: String = AppleWorld.defaultScreenTimePasscode
  ) {
    self.person = person
    self.parentName = parentName
    self.regionCode = regionCode
    self.regions = regions
    self.regionRules = regionRules
    self.os = os
    self.today = today
    self.assumptions = assumptions
    self.app = app
    self.secondDevice = secondDevice
    self.screenTimePasscode = screenTimePasscode
  }

  /// The region's row as the table has it; an unknown code falls back to the nonregulated
  /// default.
  public var region: Region {
    regions.region(code: regionCode) ?? regions.region(code: RegionTable.defaultCode)
      ?? Region(
        code: regionCode, name: regionCode.rawValue, source: "unknown", confidence: .assumption)
  }

  /// Apple's rule in force for this person: the region's periods under the assumed reading of
  /// the law's dates, without those that bind only accounts newer than the person's (§8.1).
  public var regionRule: AppleRegionRule {
    // The code of `region`, found without copying the row: the rule is read on every action.
    let inTable =
      regions.contains(code: regionCode) || !regions.contains(code: RegionTable.defaultCode)
    return regionRule(for: inTable ? regionCode : RegionTable.defaultCode)
  }

  /// Apple's rule in a region for this person, were they there (the region picker's line).
  public func regionRule(for code: RegionCode) -> AppleRegionRule {
    regionRules.rule(for: code).binding(
      reading: assumptions.lawDates, storeDates: assumptions.storeDates,
      accountCreated: person.accountCreated)
  }

  /// Which rule decided whether the region's law applies today, when a rule did.
  public var lawRule: String? {
    // The table's rule, every reading and account included: the sentence weighs them.
    regionRules.rule(for: region.code).lawRule(
      of: region.name, on: today, reading: assumptions.lawDates,
      storeDates: assumptions.storeDates, accountCreated: person.accountCreated)
  }

  /// The person's age today (the system knows it; the app never does).
  public var age: Int { person.age(on: today) }

  /// The sharing mode after the current one, as Settings cycles them.
  public var nextSharingMode: SharingMode {
    SharingMode.allCases.cycled(after: person.sharingMode)
  }

  /// The region row after the current one in the table, as Settings cycles them.
  public var nextRegion: Region {
    regions.choices(current: region).cycled(after: region)
  }

  /// Whether the parent, not the person, sets the sharing mode.
  public var parentDecides: Bool {
    parentName != nil && person.parentDecides(on: today, ageOfMajority: region.ageOfMajority)
  }
}
