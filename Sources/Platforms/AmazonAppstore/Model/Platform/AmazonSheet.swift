import FlowEngine

/// What shows over the app or on the parent's device on Amazon. Amazon documents no screen for
/// either (amazon.md §10): this is AgeTUI's invention, for illustration.
public enum AmazonSheet: Hashable, Sendable {
  /// A consent request waiting on the parent's device (invented for illustration).
  case parentConsentRequest(ApprovalID)
}
