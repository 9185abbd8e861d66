import FlowEngine
import GooglePlay

extension PlayRegionRule {
  /// What the rule does on Play's side, in a few words (reference §6.3, §8.3).
  public var effect: String {
    switch self {
    case .appStoreLaw(let name):
      "no sharing prompt (app-store law, \(name)): SHARED or VERIFICATION_REQUIRED"
    case .ageBracketLaw(let name):
      "no sharing prompt (age-bracket law, \(name)): the bracket is SHARED [I]"
    case .declaredOrUnknown: "declared or unknown ages only (Brazil's law)"
    case .sharingModes: "the sharing mode decides; Ask before sharing shows Play's prompt"
    }
  }

  /// What Play does in `code` on `today` under `rules` for an account created on
  /// `accountCreated`, for the region picker: the rule's effect, and for a region whose law is
  /// not yet in force, that it comes later.
  public static func effect(
    in code: RegionCode, on today: SimDate, under rules: RegionRules<[PlayRegionPeriod]>,
    accountCreated: SimDate?, storeDates: StoreDateReading = .statute
  ) -> String {
    let now = rule(
      for: code, on: today, in: rules, accountCreated: accountCreated, storeDates: storeDates)
    let later = rule(
      for: code, on: today.adding(days: 3650), in: rules, accountCreated: accountCreated,
      storeDates: storeDates)
    guard now != later else { return now.effect }
    switch later {
    case .appStoreLaw(let name):
      return "\(now.effect) (\(name)'s app-store law is not yet in force)"
    case .ageBracketLaw(let name):
      return "\(now.effect) (\(name)'s age-bracket law is not yet in force)"
    case .declaredOrUnknown, .sharingModes:
      return now.effect
    }
  }
}
