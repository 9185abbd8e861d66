/// The app's significant-change flow on one device: a value.
public struct AppFlowState: Hashable, Sendable {
  /// Where the flow is, with the branch taken once known.
  public var step: FlowStep
  /// The obligations the app acts on, once checked.
  public var requiredFeatures: [RegulatoryFeature]
  /// The changes this run is about.
  public var pendingChanges: [SignificantChange]

  /// Creates a state.
  public init(
    step: FlowStep = .notRunning, requiredFeatures: [RegulatoryFeature] = [],
    pendingChanges: [SignificantChange] = []
  ) {
    self.step = step
    self.requiredFeatures = requiredFeatures
    self.pendingChanges = pendingChanges
  }

  /// The branch taken, once known (the step's).
  public var branch: FlowBranch? { step.branch }

  /// Whether a parent must consent to significant changes.
  public var requiresParentalConsent: Bool {
    requiredFeatures.contains(.significantAppChangeRequiresParentalConsent)
  }

  /// Whether adults must acknowledge significant changes.
  public var requiresAdultNotification: Bool {
    requiredFeatures.contains(.significantAppChangeRequiresAdultNotification)
  }
}
