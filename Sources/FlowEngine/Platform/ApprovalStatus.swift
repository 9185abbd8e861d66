/// Where a parental approval stands, in words every platform has: Apple's question states and
/// Google Play's significant-change statuses both map onto these.
public enum ApprovalStatus: Hashable, Sendable {
  /// Being prepared on the child's device; no parent has seen it yet.
  case composing
  /// A parent has been asked and has not answered.
  case pending
  /// A parent approved.
  case approved
  /// A parent declined.
  case declined
  /// It expired unanswered.
  case expired
  /// The child cancelled it before it was sent.
  case cancelled
  /// No such approval.
  case unknown
}
