import FlowEngine

/// One app's Age Signals question: who asks about whom, where, when, with which library.
public struct AgeSignalsQuery: Hashable, Sendable {
  /// The account's facts.
  public var account: PlayAccount
  /// Where the user is: a region code such as `US-TX`.
  public var region: RegionCode
  /// Play's rules for the regions (built in, or a scenario's).
  public var regionRules: RegionRules<[PlayRegionPeriod]>
  /// When the account was created, for a law that binds only new accounts; nil: counts as new.
  public var accountCreated: SimDate?
  /// The simulated day.
  public var today: SimDate
  /// The library the app links.
  public var sdk: AgeSignalsSDK
  /// The developer's ranges.
  public var ranges: PlayAgeRanges
  /// An error to inject into the first call, as `FakeAgeSignalsManager` does.
  public var fault: AgeSignalsError?
  /// How many weeks after a birthday Play refreshes its cached signal: Google says 2–8 weeks
  /// (reference §6.3 [V]); where in the window is an assumption [I], 8 (the latest) unless set.
  public var refreshWeeks: Int
  /// The install ID Play gives a supervised install (an example value, AgeTUI's).
  public var installID: String
  /// Whether Play follows a law from the statute's date where Google gives no firm one
  /// (reference §9.1: Alabama) [I].
  public var storeDates: StoreDateReading

  /// Where in Google's 2–8 week window Play refreshes unless set: the latest [I].
  public static let standardRefreshWeeks = 8

  /// The install ID AgeTUI shows when none is given: Play's IDs are opaque; this is ours.
  public static let exampleInstallID = "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47"

  /// Creates a query.
  public init(
    account: PlayAccount, region: RegionCode,
    regionRules: RegionRules<[PlayRegionPeriod]> = PlayRegionRule.builtIn,
    accountCreated: SimDate? = nil, today: SimDate,
    sdk: AgeSignalsSDK = .newest,
    ranges: PlayAgeRanges = .standard, fault: AgeSignalsError? = nil,
    refreshWeeks: Int = AgeSignalsQuery.standardRefreshWeeks,
    installID: String = AgeSignalsQuery.exampleInstallID,
    storeDates: StoreDateReading = .statute
  ) {
    self.account = account
    self.region = region
    self.regionRules = regionRules
    self.accountCreated = accountCreated
    self.today = today
    self.sdk = sdk
    self.ranges = ranges
    self.fault = fault
    self.refreshWeeks = refreshWeeks
    self.installID = installID
    self.storeDates = storeDates
  }
}
