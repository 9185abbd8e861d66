/// Which branch of the significant-change flow the person took.
public enum FlowBranch: String, Hashable, Sendable, Codable, CaseIterable {
  /// No change was pending: nothing to ask.
  case nothingPending = "nothing-pending"
  /// No regulatory feature applies here: the sample skips the flow and the changes stay
  /// pending (on 26.0, which has no signals, AgeTUI handles them without asking).
  case notRequired = "not-required"
  /// A minor: the parent is asked when consent is required.
  case minor
  /// An adult with a checked age: acknowledges when notification is required.
  case verifiedAdult = "verified-adult"
  /// An adult whose age is not checked: blocked until verified.
  case unverifiedAdult = "unverified-adult"
  /// The person declined to share.
  case declined
  /// `requestAgeRange` threw.
  case error
}
