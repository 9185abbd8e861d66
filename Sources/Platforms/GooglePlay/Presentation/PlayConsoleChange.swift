import FlowEngine
import GooglePlay

/// One declared change as Play Console lists it: its effective date, whether it is scheduled,
/// in effect or cancelled, the child's status for it, and, when Play Console would refuse to
/// cancel it now, the refusal's sentence (`PlayRefusal.text`: the 48-hour rule).
public struct PlayConsoleChange: Hashable, Sendable {
  /// The declaration.
  public var change: PlayDeclaredChange
  /// Scheduled, in effect or cancelled.
  public var state: PlayChangeState
  /// The child's status (`PENDING`, `APPROVED`, `DECLINED`); nil before Play asked.
  public var status: PlaySignificantChangeStatus?
  /// Why Play Console would not cancel it today; nil when it would, or it is cancelled.
  public var cancelRefusal: String?

  /// The row of `change` in `world`.
  public init(_ change: PlayDeclaredChange, in world: PlayWorld) {
    self.change = change
    state = PlayChangeState(change, on: world.today)
    status = world.statuses[change.id]
    cancelRefusal =
      change.isCancelled
      ? nil : GooglePlayPlatform.cancellationRefusal(of: change, on: world.today)?.text
  }

  /// The row in a line: `video-calling · effective 2026-09-14 · in effect · PENDING`.
  public var line: String {
    "\(change.id) · effective \(change.effectiveDate) · \(state.title) · "
      + (status?.rawValue ?? "no status")
  }
}
