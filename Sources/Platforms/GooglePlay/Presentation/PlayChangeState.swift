import FlowEngine
import GooglePlay

/// Where a declared change stands in Play Console on the simulated day.
public enum PlayChangeState: Hashable, Sendable, CaseIterable {
  /// Declared, its effective date still ahead.
  case scheduled
  /// Its effective date has come.
  case inEffect
  /// The developer cancelled it.
  case cancelled

  /// The state of `change` on `day`.
  public init(_ change: PlayDeclaredChange, on day: SimDate) {
    self =
      change.isCancelled ? .cancelled : change.isInEffect(on: day) ? .inEffect : .scheduled
  }

  /// The state as Play Console's row writes it: `scheduled`, `in effect`, `cancelled`.
  public var title: String {
    switch self {
    case .scheduled: "scheduled"
    case .inEffect: "in effect"
    case .cancelled: "cancelled"
    }
  }
}
