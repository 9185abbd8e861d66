import FlowEngine

/// A failure a scenario injects into the simulated system, so an app developer can see what
/// their app would receive (reference §8.2: failures met in shipped apps; not Apple's
/// documented behaviour).
public enum AppleInjectedFault: String, CaseIterable, Hashable, Sendable {
  /// Every `AskCenter.ask` (and `CommunicationLimits.ask`) throws
  /// `AskError.systemError(underlyingError:)`, as an XPC failure would.
  case askSystemError = "ask-system-error"
}
