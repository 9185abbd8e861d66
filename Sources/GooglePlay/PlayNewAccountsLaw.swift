import FlowEngine

/// An app-store law in force where the child is that binds only accounts created from its
/// start, read for an account with a creation day: Texas's, on Google's page, binds accounts
/// created after 2026-05-28 (reference §8.1 [V]).
public struct PlayNewAccountsLaw: Hashable, Sendable {
  /// The law's name, as `PlayRegionRule.appStoreLaw` carries it: `Texas`.
  public var name: String
  /// The first day an account must be created on for the law to bind it.
  public var from: SimDate
  /// The day the child's account was created.
  public var created: SimDate
  /// Whether the law binds this account: it was created on or after the law's start (the
  /// period's own rule, `PlayRegionPeriod.binds(accountCreated:)`).
  public var binds: Bool

  /// The new-accounts-only law in force for `code` on `today` in `rules`, read for an account
  /// created on `accountCreated`; nil without a creation day (the account counts as new [I]) or
  /// where the law in force binds every account.
  public init?(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?
  ) {
    guard let accountCreated,
      let period = PlayRegionRule.period(for: code, on: today, in: rules, accountCreated: nil),
      period.newAccountsOnly, case .appStoreLaw(let name) = period.rule
    else { return nil }
    self.name = name
    self.from = period.from
    self.created = accountCreated
    self.binds = period.binds(accountCreated: accountCreated)
  }

  /// The one sentence the regulatory check, the run report and `ask` say it in: "Texas's
  /// app-store law binds accounts created from 2026-05-29; this one was created 2026-01-10".
  public var sentence: String {
    "\(name)'s app-store law binds accounts created from \(from); this one was created \(created)"
  }
}
