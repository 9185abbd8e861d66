/// What `requestAgeSignalsAccess` answers (0.0.4, reference §8.3 [V]).
public enum AgeSignalsStatus: String, CaseIterable, Hashable, Sendable {
  /// The app may call `checkAgeSignals` for the age.
  case shared = "SHARED"
  /// The user (or, for a supervised child, the parent's setting) does not share.
  case notShared = "NOT_SHARED"
  /// The age is unknown in a region where verification and sharing are mandatory: the user
  /// must go to the Play Store.
  case verificationRequired = "VERIFICATION_REQUIRED"
}
