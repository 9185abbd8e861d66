/// The version of Google Play's Age Signals library the app links (reference §6.1, §8.3).
public enum AgeSignalsSDK: String, CaseIterable, Hashable, Sendable, Codable {
  /// 0.0.3 (February 2026): one call, `checkAgeSignals`, answering with `userStatus` and
  /// `mostRecentApprovalDate`; deprecated from 2026-10-31.
  case v003 = "0.0.3"
  /// 0.0.4 (July 2026): `requestAgeSignalsAccess` first, then `checkAgeSignals` with
  /// `ageRangeSource`, `significantChangeStatus` and `significantChangeApprovalDate`.
  case v004 = "0.0.4"

  /// The version the docs read here call current.
  public static let current = AgeSignalsSDK.v004
}
