/// Work the app's flow asks for (imperative); the store performs it and reports back.
public enum FlowEffect: Hashable, Sendable {
  /// Ask which regulatory obligations bind this person now.
  case checkRegulation
  /// Ask the store for an age signal with these gates.
  case requestAgeSignal(gates: [Int])
  /// Ask a parent to approve these changes.
  case requestApproval(changes: [SignificantChange])
  /// Show an adult the significant update to acknowledge, described so.
  case showAcknowledgment(description: String)
  /// Remember these changes as handled, where the app's other installs see them.
  case markHandled([ChangeID])
  /// Skip the flow, leaving these changes pending (no regulatory feature applies).
  case leavePending([ChangeID])
}
