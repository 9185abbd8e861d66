/// Work the app's flow asks for (imperative); the simulation performs it and reports back.
public enum FlowEffect: Hashable, Sendable, Codable {
  /// Ask `isEligibleForAgeFeatures` and `requiredRegulatoryFeatures`.
  case checkRegulation
  /// Call `requestAgeRange` with these gates.
  case requestAgeSignal(gates: [Int])
  /// Ask a parent to approve these changes (on Apple's platform, a `SignificantAppUpdateTopic`
  /// question).
  case composeQuestion(changes: [SignificantChange])
  /// Present `showSignificantUpdateAcknowledgment(updateDescription:)`.
  case showAcknowledgment(description: String)
  /// Mark changes handled in the iCloud key-value store.
  case markHandled([ChangeID])
  /// Skip the flow, leaving these changes pending (no regulatory feature applies).
  case leavePending([ChangeID])
}
