import FlowEngine

/// The app screen's state at a glance, for the marker next to the pane title.
public enum AppStatus: String, Hashable, Sendable {
  /// Not running.
  case closed
  /// Waiting on the system.
  case working
  /// Waiting for a person (a sheet, the "Ask" screen, the parent).
  case waiting
  /// The changed features are blocked.
  case blocked
  /// Running normally.
  case running

  /// A word that says it without colour.
  public var label: String {
    switch self {
    case .closed: "CLOSED"
    case .working: "WORKING"
    case .waiting: "WAITING"
    case .blocked: "BLOCKED"
    case .running: "RUNNING"
    }
  }
}
