/// What the parent does with a question about the significant change, in a sweep.
public enum ParentAnswer: String, CaseIterable, Sendable, Codable {
  /// The parent taps Approve.
  case approve
  /// The parent taps Decline.
  case decline
  /// The parent never answers; the sweep moves the clock to the question's expiry.
  case never
}
