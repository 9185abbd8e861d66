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

  /// The regions Play's table has a rule for (the app-store law states and Brazil), then a
  /// state without such a law, where the sharing modes decide: codes and names, for the
  /// Settings row and the region picker.
  public static let regions: [(code: RegionCode, name: String)] = [
    ("US-TX", "Texas"), ("US-UT", "Utah"), ("US-LA", "Louisiana"), ("BR", "Brazil"),
    ("US-CA", "California"),
  ]

  /// The rule for `code` on `today`, for an account created today.
  ///
  /// Dates: Texas binds accounts created after 2026-05-28 (Google's own page, §8.1 [V]); Utah
  /// from 2027-05-06 and Louisiana from 2027-07-01 as their statutes read (§8.1 [V-law]; the
  /// earlier announced dates are the alternative, as for Apple); Brazil from 2026-03-17 (§8.1
  /// [V]). Every account counts as new [I], as `agetui ask` does for Apple.
  public static func rule(for code: RegionCode, on today: SimDate) -> PlayRegionRule {
    let day = (today.year, today.month, today.day)
    return switch code.rawValue.uppercased() {
    case "US-TX" where day > (2026, 5, 28):
      .appStoreLaw(name: "Texas")
    case "US-UT" where day >= (2027, 5, 6):
      .appStoreLaw(name: "Utah")
    case "US-LA" where day >= (2027, 7, 1):
      .appStoreLaw(name: "Louisiana")
    case "BR" where day >= (2026, 3, 17):
      .declaredOrUnknown
    default:
      .sharingModes
    }
  }
}
