import FlowEngine

/// From which day a rule of Google Play's holds in a region: one row of Play's `RegionRules`.
///
/// A law's start, delay or injunction is a change to these rows, never to code: the simulated
/// clock picks the last period that has begun.
public struct PlayRegionPeriod: Hashable, Sendable, Codable {
  /// The first day the rule holds.
  public var from: SimDate
  /// What Play does from then on.
  public var rule: PlayRegionRule
  /// Where the date and rule come from.
  public var source: String
  /// How firm they are.
  public var confidence: Confidence
  /// Whether the rule binds only accounts created on or after `from` (Google's Texas page speaks
  /// of accounts created after 2026-05-28, reference §8.1).
  public var newAccountsOnly: Bool

  /// Creates a period.
  public init(
    from: SimDate, rule: PlayRegionRule, source: String, confidence: Confidence,
    newAccountsOnly: Bool = false
  ) {
    self.from = from
    self.rule = rule
    self.source = source
    self.confidence = confidence
    self.newAccountsOnly = newAccountsOnly
  }

  /// Whether the period binds an account created on a day (nil: not modelled, so new [I]).
  public func binds(accountCreated: SimDate?) -> Bool {
    guard newAccountsOnly, let accountCreated else { return true }
    return accountCreated >= from
  }
}
