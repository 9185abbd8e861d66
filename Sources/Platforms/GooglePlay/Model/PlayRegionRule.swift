import FlowEngine

/// How Play answers Age Signals calls in a region on a day.
public enum PlayRegionRule: Hashable, Sendable {
  /// An app-store law is in force (Texas, Utah, Louisiana): no in-app prompt; the age is
  /// shared, or verification is required (reference §8.3 [V]).
  case appStoreLaw(name: String)
  /// Brazil: only declared or unknown ages (reference §6.3, §8.1 [V]).
  case declaredOrUnknown
  /// A law that has the operating system or the store hand apps an age bracket (California
  /// AB 1043, served through Age Signals from January 2027, reference §9.1 [V]): the bracket is
  /// shared as declared, with no in-app prompt and no significant-change approvals [I].
  case ageBracketLaw(name: String)
  /// Anywhere else: the user's (or the supervising parent's) sharing mode decides; 0.0.3 answers
  /// with a null `userStatus` (reference §6.3 [V]).
  case sharingModes

  /// The United States outside the law states, where the sharing modes decide: the place the
  /// Settings row and the region picker offer after the regions Play's rules give a period
  /// (`PlayWorld.regionChoices`).
  public static let exampleWithoutLaw = RegionTable.defaultCode

  /// The name of the law the rule comes from (`Texas`, `California`); nil for Brazil's rule and
  /// the sharing modes, which name no state.
  public var lawName: String? {
    switch self {
    case .appStoreLaw(let name), .ageBracketLaw(let name): name
    case .declaredOrUnknown, .sharingModes: nil
    }
  }

  /// The rule for `code` on `today` in a table of Play's rules (`builtIn`, or a scenario's), for
  /// an account created on `accountCreated` (nil: counts as new [I]) under a reading of Google's
  /// unfirm dates: the last of the region's periods that has begun, holds under `storeDates` and
  /// binds the account, or the sharing modes.
  public static func rule(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?, storeDates: StoreDateReading = .statute
  ) -> PlayRegionRule {
    period(
      for: code, on: today, in: rules, accountCreated: accountCreated, storeDates: storeDates)?
      .rule ?? .sharingModes
  }

  /// The period `rule(for:on:in:accountCreated:storeDates:)` reads, if any.
  public static func period(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?, storeDates: StoreDateReading = .statute
  ) -> PlayRegionPeriod? {
    rules.rule(for: code).last {
      $0.from <= today && storeDates.admits(unannounced: $0.unannounced)
        && $0.binds(accountCreated: accountCreated)
    }
  }
}
