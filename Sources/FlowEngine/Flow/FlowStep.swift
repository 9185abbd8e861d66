/// Where the app is in its significant-change flow on one device, with the branch it took
/// once known: each step holds what it knows, so a step and a branch cannot disagree.
public enum FlowStep: Hashable, Sendable {
  /// The app is not running.
  case notRunning
  /// Asking which regulatory obligations apply.
  case checkingRegulation
  /// Waiting for the age signal at the age of majority; `retrying` is the branch of the earlier
  /// answer when the person verified their account and the flow asks again, nil the first time.
  case requestingAgeSignal(retrying: FlowBranch?)
  /// A parent must approve the changes; the app shows its "Ask" screen.
  case needsParentalApproval(ApprovalSubject)
  /// The approval reached a parent; the app waits for the answer.
  case waitingForParent(ApprovalSubject, approvalID: ApprovalID)
  /// A verified adult is shown the significant update to acknowledge.
  case acknowledging(AgeRange)
  /// The changed features are blocked.
  case blocked(BlockReason)
  /// Waiting for the age signal at the app's own gates, for its gated feature, after the
  /// branch taken (nil when no age signal routed the flow).
  case checkingFeature(after: FlowBranch?)
  /// The app runs; its gated feature is on or off; the branch taken, as in `checkingFeature`.
  case running(featureEnabled: Bool, after: FlowBranch?)

  /// The branch the flow took, once known.
  public var branch: FlowBranch? {
    switch self {
    case .notRunning, .checkingRegulation: nil
    case .requestingAgeSignal(let earlier): earlier
    case .needsParentalApproval(let subject), .waitingForParent(let subject, _): subject.branch
    case .acknowledging: .verifiedAdult
    case .blocked(let reason): reason.branch
    case .checkingFeature(let branch), .running(_, let branch): branch
    }
  }

  /// Whether the gated feature is on; nil until the app runs.
  public var featureEnabled: Bool? {
    if case .running(let enabled, _) = self { return enabled }
    return nil
  }
}
