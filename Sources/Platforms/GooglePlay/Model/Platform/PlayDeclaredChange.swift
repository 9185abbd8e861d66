import FlowEngine

/// A significant change the developer declared in Play Console (reference §8.3 [V]): Play, not
/// the app, asks the parent once it takes effect, independently of app releases.
public struct PlayDeclaredChange: Hashable, Sendable, Identifiable {
  /// The developer's ID for the change.
  public var id: PlayWorld.ChangeID
  /// What the parent reads in Family Link.
  public var description: String
  /// The day it takes effect.
  public var effectiveDate: SimDate
  /// The day it was declared.
  public var declaredOn: SimDate
  /// Cancelled in Play Console before it took effect.
  public var isCancelled = false

  /// How long before the effective date a change can still be cancelled: 48 hours (reference
  /// §8.3 [V]), counted in the simulation's whole days [I].
  public static let cancellationNoticeDays = 2

  /// Whether the change is in effect on `today`: declared, not cancelled, its day come.
  public func isInEffect(on today: SimDate) -> Bool {
    !isCancelled && effectiveDate <= today
  }

  /// Whether Play Console still lets the developer cancel it on `today`: at least 48 hours
  /// before it takes effect.
  public func canBeCancelled(on today: SimDate) -> Bool {
    effectiveDate.daysSinceEpoch - today.daysSinceEpoch >= Self.cancellationNoticeDays
  }
}
