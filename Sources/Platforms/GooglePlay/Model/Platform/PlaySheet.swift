import FlowEngine

/// What Play shows: its in-app sharing prompt over the app on the child's device, or Family
/// Link's request on the parent's.
public enum PlaySheet: Hashable, Sendable {
  /// "Ask before sharing": Play asks the child whether to share the age with the app; the app's
  /// call waits for the answer. `gates` are the app's request it answers.
  case sharingPrompt(gates: [Int])
  /// Family Link shows the parent Play's request about the app's significant changes.
  case familyLinkRequest(requestID: ApprovalID)
}
