import FlowEngine

/// When Amazon returns live responses in Texas. Amazon says only that the API now returns them
/// "after a federal appeals court stayed the preliminary injunction" (amazon.md §8 [V]) and
/// gives no date; AgeTUI takes the Fifth Circuit's stay, 2026-06-04 [I].
public enum AmazonTexasReading: String, CaseIterable, Hashable, Sendable {
  /// Live from the stay, 2026-06-04 (the default).
  case liveFromStay = "live-from-stay"
  /// Still paused: FEATURE_NOT_SUPPORTED on every day from 2026-01-01 (Amazon's January wording).
  case paused

  /// The day of the stay [I].
  public static let stayDate = SimDate(year: 2026, month: 6, day: 4) ?? SimDate(daysSinceEpoch: 0)
}
