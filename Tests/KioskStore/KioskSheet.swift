import FlowEngine

/// What the kiosk store shows over the app: a banner while the store waits for the parent.
enum KioskSheet: Hashable, Sendable {
  /// The store has asked the parent about approval `approvalID`.
  case waitingForParent(approvalID: Int)
}
