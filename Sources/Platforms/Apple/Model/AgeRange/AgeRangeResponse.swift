import FlowEngine

/// `AgeRangeService.Response`: what `requestAgeRange` returns when it does not throw.
public enum AgeRangeResponse: Hashable, Sendable {
  /// The person (or the system, in a regulated region) shared a range.
  case sharing(SharedAgeRange)
  /// The person, or the Never Share setting, declined.
  case declinedSharing
}
