import Apple
import Delivery

/// When the App Store tries a notification again after an unsuccessful attempt.
///
/// [V] Apple's "Responding to App Store Server Notifications": for version 2 notifications the
/// App Store "retries five times, at 1, 12, 24, 48, and 72 hours after the previous attempt",
/// and only in Production: "In the sandbox environment, the App Store server attempts to send
/// the notification one time." [I] LocalTesting is treated as Sandbox (one attempt), and a user
/// who wants to exercise retries against a sandbox handler can switch them on
/// (`--retry-in-sandbox`, docs/assumptions.md). `secondsPerHour` compresses the hours for a
/// demonstration (`--retry-scale`).
public struct RetrySchedule: Hashable, Sendable {
  /// The waits, in hours, after each unsuccessful attempt (Production).
  public static let productionHours = [1, 12, 24, 48, 72]

  /// The waits after each unsuccessful attempt, in hours; empty when there are no retries.
  public let hours: [Int]
  /// How many seconds one hour of the schedule lasts (3600 unless compressed).
  public let secondsPerHour: Double

  /// The schedule for `environment`; `retryInSandbox` gives Sandbox and LocalTesting
  /// Production's retries.
  public init(
    environment: AppStoreEnvironment, retryInSandbox: Bool = false, secondsPerHour: Double = 3600
  ) {
    switch environment {
    case .production: hours = Self.productionHours
    case .sandbox, .localTesting: hours = retryInSandbox ? Self.productionHours : []
    }
    self.secondsPerHour = secondsPerHour
  }

  /// How many attempts there are at most, the first one included.
  public var maximumAttempts: Int { hours.count + 1 }

  /// The wait in seconds after unsuccessful attempt `attempt` (from 1) before the next one,
  /// or nil when it was the last.
  public func delay(afterAttempt attempt: Int) -> Double? {
    guard attempt >= 1, attempt <= hours.count else { return nil }
    return Double(hours[attempt - 1]) * secondsPerHour
  }
}
