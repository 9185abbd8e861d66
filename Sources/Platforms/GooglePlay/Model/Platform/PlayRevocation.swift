import FlowEngine

/// One revoked app approval as Play Console lists it (reference §8.3 [V]: install IDs in a CSV,
/// kept 90 days).
public struct PlayRevocation: Hashable, Sendable {
  /// The install whose approval the parent revoked.
  public var installID: String
  /// The device of that install (AgeTUI's, not in Play's CSV).
  public var device: DeviceID
  /// The day the parent revoked it.
  public var revokedOn: SimDate

  /// How many days Play Console keeps a revocation in its list (reference §8.3 [V]).
  public static let retentionDays = 90

  /// Creates a revocation.
  public init(installID: String, device: DeviceID, revokedOn: SimDate) {
    self.installID = installID
    self.device = device
    self.revokedOn = revokedOn
  }

  /// Whether Play Console still lists it on `today`: revoked fewer than 90 days ago [I: the
  /// 90th day is the first day it is gone].
  public func isListed(on today: SimDate) -> Bool {
    let age = today.daysSinceEpoch - revokedOn.daysSinceEpoch
    return age >= 0 && age < Self.retentionDays
  }
}
