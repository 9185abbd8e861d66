/// Which branch of the significant-change flow the person took.
public enum FlowBranch: String, Hashable, Sendable, CaseIterable {
  /// No change was pending: nothing to ask.
  case nothingPending = "nothing-pending"
  /// No regulatory feature applies here: the flow is skipped and the changes stay pending
  /// (where the store gives no regulatory signal at all, AgeTUI handles them without asking).
  case notRequired = "not-required"
  /// A minor: the parent is asked when consent is required.
  case minor
  /// An adult with a checked age: acknowledges when notification is required.
  case verifiedAdult = "verified-adult"
  /// An adult whose age is not checked: blocked until verified.
  case unverifiedAdult = "unverified-adult"
  /// The person declined to share.
  case declined
  /// The store could not give an age signal.
  case error
}
