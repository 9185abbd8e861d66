import FlowEngine

/// From which day a rule of Google Play's holds in a region: one row of Play's `RegionRules`.
///
/// A law's start, delay or injunction is a change to these rows, never to code: the simulated
/// clock picks the last period that has begun.
public struct PlayRegionPeriod: Hashable, Sendable {
  /// The first day the rule holds.
  public var from: SimDate
  /// What Play does from then on.
  public var rule: PlayRegionRule
  /// Where the date and rule come from.
  public var source: String
  /// How firm they are.
  public var confidence: Confidence
  /// Whether the rule binds only new accounts: those created on or after `newAccountsFrom`, or
  /// `from` (Google's Texas page speaks of accounts created after 2026-05-28, reference §8.1).
  public var newAccountsOnly: Bool
  /// The first creation day of a new account, where the law draws the line elsewhere than at
  /// `from` (Alabama's statute: accounts in existence on 2027-01-02 are existing ones,
  /// reference §9.1); nil: `from`.
  public var newAccountsFrom: SimDate?
  /// Whether Google has given no firm date for the rule, so it holds only under
  /// `StoreDateReading.statute` (reference §9.1: Alabama, "exact date to be determined" on
  /// Google's English page, "from January 2027" on its Japanese one).
  public var unannounced: Bool

  /// Creates a period.
  public init(
    from: SimDate, rule: PlayRegionRule, source: String, confidence: Confidence,
    newAccountsOnly: Bool = false, newAccountsFrom: SimDate? = nil, unannounced: Bool = false
  ) {
    self.from = from
    self.rule = rule
    self.source = source
    self.confidence = confidence
    self.newAccountsOnly = newAccountsOnly
    self.newAccountsFrom = newAccountsFrom
    self.unannounced = unannounced
  }

  /// The first creation day of an account the rule binds as new.
  public var firstNewAccountDay: SimDate { newAccountsFrom ?? from }

  /// Whether the period binds an account created on a day (nil: not modelled, so new [I]).
  public func binds(accountCreated: SimDate?) -> Bool {
    guard newAccountsOnly, let accountCreated else { return true }
    return accountCreated >= firstNewAccountDay
  }
}
