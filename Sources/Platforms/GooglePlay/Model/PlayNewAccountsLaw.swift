import FlowEngine

/// An app-store law in force where the child is that binds only accounts created from its
/// start, read for an account with a creation day: Texas's, on Google's page, binds accounts
/// created after 2026-05-28 (reference §8.1 [V]); Alabama's binds accounts created after
/// 2027-01-02 at first and existing ones from 2027-10-01 (reference §9.1 [V-law]).
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
  /// The day a later period of the law reaches this account too, if one does (Alabama's
  /// existing accounts, from 2027-10-01).
  public var reachesExistingFrom: SimDate?

  /// The new-accounts-only law in force for `code` on `today` in `rules` under `storeDates`,
  /// read for an account created on `accountCreated`; nil without a creation day (the account
  /// counts as new [I]) or where the law in force binds every account.
  public init?(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?, storeDates: StoreDateReading = .statute
  ) {
    guard let accountCreated,
      let period = PlayRegionRule.period(
        for: code, on: today, in: rules, accountCreated: nil, storeDates: storeDates),
      period.newAccountsOnly, case .appStoreLaw(let name) = period.rule
    else { return nil }
    self.name = name
    self.from = period.firstNewAccountDay
    self.created = accountCreated
    self.binds = period.binds(accountCreated: accountCreated)
    self.reachesExistingFrom =
      rules.rule(for: code).filter {
        $0.from > today && storeDates.admits(unannounced: $0.unannounced)
          && $0.binds(accountCreated: accountCreated)
      }.map(\.from).min()
  }

  /// The one sentence the regulatory check, the run report and `ask` say it in: "Texas's
  /// app-store law binds accounts created from 2026-05-29; this one was created 2026-01-10", or
  /// for a law that reaches existing accounts later, "Alabama's app-store law binds accounts
  /// created from 2027-01-03 (existing ones from 2027-10-01); this one was created 2025-09-01".
  public var sentence: String {
    "\(name)'s app-store law binds accounts created from \(from)"
      + (reachesExistingFrom.map { " (existing ones from \($0))" } ?? "")
      + "; this one was created \(created)"
  }
}
