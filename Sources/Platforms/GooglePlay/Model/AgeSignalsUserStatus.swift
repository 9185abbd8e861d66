/// `userStatus` in 0.0.3's answer (reference §6.3 [V]); 0.0.4 no longer supports it.
public enum AgeSignalsUserStatus: String, CaseIterable, Hashable, Sendable {
  /// Google verified the age (government ID, credit card or facial age estimation).
  case verified = "VERIFIED"
  /// Declared by the user or a parent (0.0.3 and later).
  case declared = "DECLARED"
  /// A supervised Google Account: the parent sets the age.
  case supervised = "SUPERVISED"
  /// The parent has not yet approved pending significant changes.
  case supervisedApprovalPending = "SUPERVISED_APPROVAL_PENDING"
  /// The parent denied significant changes.
  case supervisedApprovalDenied = "SUPERVISED_APPROVAL_DENIED"
  /// In an applicable region, but the age is unknown: send the user to the Play Store.
  case unknown = "UNKNOWN"
}
