import FlowEngine

/// What the system knows when it answers a request: the person, where and when, and the cache.
public struct AgeRangeContext: Hashable, Sendable {
  /// The person asked about.
  public var person: ApplePerson
  /// Where the person is.
  public var region: Region
  /// Apple's rule there, as it binds this person (the reading of the law's dates and the
  /// account's creation day already applied).
  public var regionRule: AppleRegionRule
  /// The OS on the device making the request.
  public var os: OSVersion
  /// The simulated day.
  public var today: SimDate
  /// The person's cache, shared by all their devices.
  public var cache: AgeRangeCache
  /// The modelled assumptions in force.
  public var assumptions: Assumptions
  /// Which rule decided whether the region's law applies (reading, account date), if one did.
  public var lawRule: String?

  /// Creates a context.
  public init(
    person: ApplePerson, region: Region, regionRule: AppleRegionRule, os: OSVersion, today: SimDate,
    cache: AgeRangeCache,
    assumptions: Assumptions = .standard, lawRule: String? = nil
  ) {
    self.person = person
    self.region = region
    self.regionRule = regionRule
    self.os = os
    self.today = today
    self.cache = cache
    self.assumptions = assumptions
    self.lawRule = lawRule
  }
}
