import FlowEngine

/// An app-store law in force where the child is that binds only accounts newer than the
/// child's: Texas's, on Google's page, for an account created before 2026-05-29 (reference
/// §8.1 [V]).
public struct PlaySkippedLaw: Hashable, Sendable {
  /// The law's name, as `PlayRegionRule.appStoreLaw` carries it: `Texas`.
  public var name: String
  /// The first day an account must be created on for the law to bind it.
  public var from: SimDate
  /// The day the child's account was created, before `from`.
  public var created: SimDate

  /// The law in force for `code` on `today` in `rules` that an account created on
  /// `accountCreated` escapes, if one does; nil without a creation date (the account counts as
  /// new [I]).
  public init?(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?
  ) {
    guard let accountCreated,
      let period = PlayRegionRule.period(for: code, on: today, in: rules, accountCreated: nil),
      !period.binds(accountCreated: accountCreated),
      case .appStoreLaw(let name) = period.rule
    else { return nil }
    self.name = name
    self.from = period.from
    self.created = accountCreated
  }

  /// The one sentence the regulatory check, the run report and `ask` say it in: "Texas's
  /// app-store law binds accounts created from 2026-05-29; this one was created 2026-01-10".
  public var sentence: String {
    "\(name)'s app-store law binds accounts created from \(from); this one was created \(created)"
  }
}
