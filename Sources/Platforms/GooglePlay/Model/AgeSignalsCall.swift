/// The two calls an app makes to Age Signals.
public enum AgeSignalsCall: String, CaseIterable, Hashable, Sendable {
  /// 0.0.4: may show Play's in-app sharing prompt; answers with an `AgeSignalsStatus`.
  case requestAgeSignalsAccess
  /// The ages; in 0.0.4 only after `SHARED`.
  case checkAgeSignals
}
