import FlowEngine

/// What `GetUserAgeData` answers from: the account, where and when, Amazon's rules, an injected
/// fault and the switches. The call itself takes no arguments (amazon.md §1 [V]).
public struct AmazonQuery: Hashable, Sendable {
  /// The user.
  public var account: AmazonAccount
  /// Where the user is.
  public var region: RegionCode
  /// The simulated day; the age is the age on it.
  public var today: SimDate
  /// Amazon's rules for the regions.
  public var regionRules: RegionRules<AmazonRegionRule>
  /// A status every call returns while set (`--fault`).
  public var fault: AmazonResponseStatus?
  /// The switches.
  public var assumptions: AmazonAssumptions

  /// A query; the rules default to Amazon's built-in ones under the same switches.
  public init(
    account: AmazonAccount, region: RegionCode, today: SimDate,
    regionRules: RegionRules<AmazonRegionRule>? = nil, fault: AmazonResponseStatus? = nil,
    assumptions: AmazonAssumptions = .standard
  ) {
    self.account = account
    self.region = region
    self.today = today
    self.regionRules = regionRules ?? AmazonRegionRule.builtIn(assumptions)
    self.fault = fault
    self.assumptions = assumptions
  }
}
