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
  /// row and the region picker offer after the regions Play's table has a rule for.
  public static let exampleWithoutLaw: RegionCode = "US-CA"

  /// The regions Play's table has a rule for (the app-store law states and Brazil), then
  /// `exampleWithoutLaw`: codes and the region table's names, for the Settings row and the
  /// region picker.
  public static let regions: [(code: RegionCode, name: String)] =
    (builtIn.codes + [exampleWithoutLaw]).map { code in
      (code, RegionTable.builtIn.region(code: code)?.name ?? code.rawValue)
    }

  /// The rule for `code` on `today` in a table of Play's rules (`builtIn`, or a scenario's), for
  /// an account created today: the last of the region's periods that has begun, or the sharing
  /// modes.
  public static func rule(
    for code: RegionCode, on today: SimDate, in rules: RegionRules<[PlayRegionPeriod]>
  ) -> PlayRegionRule {
    rules.rule(for: code).last { $0.from <= today }?.rule ?? .sharingModes
  }
}
