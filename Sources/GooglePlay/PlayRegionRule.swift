import FlowEngine

/// How Play answers Age Signals calls in a region on a day.
public enum PlayRegionRule: Hashable, Sendable, Codable {
  /// An app-store law is in force (Texas, Utah, Louisiana): no in-app prompt; the age is
  /// shared, or verification is required (reference §8.3 [V]).
  case appStoreLaw(name: String)
  /// Brazil: only declared or unknown ages (reference §6.3, §8.1 [V]).
  case declaredOrUnknown
  /// Anywhere else: the user's (or the supervising parent's) sharing mode decides; 0.0.3 answers
  /// with a null `userStatus` (reference §6.3 [V]).
  case sharingModes

  /// A state without an app-store law, where the sharing modes decide: the example the Settings
  /// row and the region picker offer after the regions Play's rules give a period
  /// (`PlayWorld.regionChoices`).
  public static let exampleWithoutLaw: RegionCode = "US-CA"

  /// The rule for `code` on `today` in a table of Play's rules (`builtIn`, or a scenario's), for
  /// an account created on `accountCreated` (nil: counts as new [I]): the last of the region's
  /// periods that has begun and binds the account, or the sharing modes.
  public static func rule(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?
  ) -> PlayRegionRule {
    period(for: code, on: today, in: rules, accountCreated: accountCreated)?.rule ?? .sharingModes
  }

  /// The period `rule(for:on:in:accountCreated:)` reads, if any.
  public static func period(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?
  ) -> PlayRegionPeriod? {
    rules.rule(for: code).last { $0.from <= today && $0.binds(accountCreated: accountCreated) }
  }
}
