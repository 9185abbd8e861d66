/// How a parent's approval was answered.
public enum ApprovalOutcome: Hashable, Sendable, CaseIterable {
  /// A parent who was sent the approval approved it.
  case approved
  /// A parent who was sent the approval declined it.
  case declined
  /// A parent approved before the approval was sent (a store may let a parent answer on the
  /// person's own device): this answers only an approval that has not reached a parent.
  case approvedBeforeSending
}
