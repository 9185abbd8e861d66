/// Where the app is in its significant-change flow on one device.
public enum FlowStep: Hashable, Sendable, Codable {
  /// The app is not running.
  case notRunning
  /// Asking `isEligibleForAgeFeatures` / `requiredRegulatoryFeatures`.
  case checkingRegulation
  /// Waiting for `requestAgeRange(ageGates: 18)`.
  case requestingAgeSignal
  /// A minor's changes need a parent's approval; the app shows its "Ask" screen.
  case needsParentalApproval(AgeRange)
  /// The question was sent; the app waits for the parent's answer.
  case waitingForParent(AgeRange, questionID: ApprovalID)
  /// The system acknowledgment sheet is up for a verified adult.
  case acknowledging(AgeRange)
  /// The changed features are blocked.
  case blocked(BlockReason)
  /// Waiting for `requestAgeRange` with the app's own gates, for its gated feature.
  case checkingFeature
  /// The app runs; its gated feature is on or off.
  case running(featureEnabled: Bool)
}
