import FlowEngine

/// Where a region stands with Amazon on a day (amazon.md §5, §8).
public enum AmazonLawPhase: Hashable, Sendable {
  /// Before Amazon returned live responses anywhere: FEATURE_NOT_SUPPORTED.
  case beforeLiveResponses
  /// The named law binds but Amazon returns no live responses there (Texas before the stay)
  /// until the day given, or until further notice (nil): FEATURE_NOT_SUPPORTED.
  case paused(String, until: SimDate?)
  /// No law binds here today: `SUCCESS` with the empty status.
  case notApplicable
  /// The named law binds and Amazon answers live.
  case live(String)
}
