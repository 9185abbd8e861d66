/// The version of Google Play's Age Signals library the app links (reference §6.1, §8.3, §9.2).
///
/// A version Google publishes after 0.0.4 is one more case with its own `standing`; its number,
/// fields and date are in no source read (reference §9.2 [U]), so none is modelled yet.
public enum AgeSignalsSDK: String, CaseIterable, Hashable, Sendable, Codable {
  /// 0.0.3 (February 2026): one call, `checkAgeSignals`, answering with `userStatus` and
  /// `mostRecentApprovalDate`; deprecated from 2026-10-31.
  case v003 = "0.0.3"
  /// 0.0.4 (July 2026): `requestAgeSignalsAccess` first, then `checkAgeSignals` with
  /// `ageRangeSource`, `significantChangeStatus` and `significantChangeApprovalDate`. Google's
  /// v4 pages now say it keeps answering but "is no longer receiving new updates".
  case v004 = "0.0.4"

  /// The newest version modelled, which an app links unless it says otherwise; not "current":
  /// Google no longer updates it and names no successor's fields (reference §9.2).
  public static let newest = AgeSignalsSDK.v004

  /// Where the version stands in Google's docs, in a few words (reference §8.3, §9.2 [V]).
  public var standing: String {
    switch self {
    case .v003: "deprecated from 2026-10-31"
    case .v004: "answers, no longer updated"
    }
  }

  /// The version with its standing: `0.0.4 (answers, no longer updated)`.
  public var titleWithStanding: String { "\(rawValue) (\(standing))" }
}
