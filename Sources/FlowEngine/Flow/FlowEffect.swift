/// Work the app's flow asks for (imperative); the simulation performs it and reports back.
public enum FlowEffect: Hashable, Sendable, Codable {
  /// Ask `isEligibleForAgeFeatures` and `requiredRegulatoryFeatures`.
  case checkRegulation
  /// Call `requestAgeRange` with these gates.
  case requestAgeRange(gates: [Int])
  /// Present the Messages compose sheet with a `SignificantAppUpdateTopic` question.
  case composeQuestion(description: String)
  /// Present `showSignificantUpdateAcknowledgment(updateDescription:)`.
  case showAcknowledgment(description: String)
  /// Mark changes handled in the iCloud key-value store.
  case markHandled([String])
  /// Skip the flow, leaving these changes pending (no regulatory feature applies).
  case leavePending([String])
}
