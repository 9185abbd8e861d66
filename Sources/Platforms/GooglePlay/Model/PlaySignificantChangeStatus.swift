/// Where the parent's approval of the app's significant changes stands (0.0.4, reference §8.3
/// [V]); only supervised users have one.
public enum PlaySignificantChangeStatus: String, CaseIterable, Hashable, Sendable {
  /// The parent approved every pending and declined change.
  case approved = "APPROVED"
  /// Play has asked the parent in Family Link; no answer yet.
  case pending = "PENDING"
  /// The parent declined.
  case declined = "DECLINED"
}
