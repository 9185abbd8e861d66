/// How a parent's approval was answered.
public enum ApprovalOutcome: Hashable, Sendable, Codable, CaseIterable {
  /// A parent who was sent the approval approved it.
  case approved
  /// A parent who was sent the approval declined it.
  case declined
  /// A parent approved on the person's own device, so nothing was sent: this answers only an
  /// approval that has not reached a parent.
  case approvedInPerson
}
