/// One try at delivering a notification, as the screen shows it and the report and the
/// ledger record it (one JSON line each; docs/delivery.md lists the keys).
public struct DeliveryAttempt: Codable, Hashable, Sendable {
  /// What came of an attempt.
  public enum Outcome: String, Codable, Hashable, Sendable {
    /// The server answered 200–206: done.
    case delivered
    /// Unsuccessful; another attempt is scheduled (``DeliveryAttempt/nextAttemptAt``).
    case retrying
    /// Unsuccessful, and the schedule has no attempt left: the notification is lost, as it is
    /// for the App Store.
    case failed
  }

  /// When the attempt was made, seconds since 1970 (the real clock, not the simulated one).
  public var time: Double
  /// The URL posted to.
  public var url: String
  /// The notification's `notificationUUID`.
  public var notificationUUID: String
  /// Its `notificationType`.
  public var notificationType: String
  /// Its `appData.environment`.
  public var environment: String
  /// Which attempt this was, from 1.
  public var attempt: Int
  /// The HTTP status the server answered, nil when there was no answer.
  public var status: Int?
  /// Why there was no usable answer ("timed out after 10 s", "connection refused"), nil when the
  /// server answered.
  public var error: String?
  /// What came of it.
  public var outcome: Outcome
  /// When the next attempt is due, seconds since 1970; nil unless retrying.
  public var nextAttemptAt: Double?

  /// Creates an attempt's record.
  public init(
    time: Double, url: String, notificationUUID: String, notificationType: String,
    environment: String, attempt: Int, status: Int?, error: String?, outcome: Outcome,
    nextAttemptAt: Double?
  ) {
    self.time = time
    self.url = url
    self.notificationUUID = notificationUUID
    self.notificationType = notificationType
    self.environment = environment
    self.attempt = attempt
    self.status = status
    self.error = error
    self.outcome = outcome
    self.nextAttemptAt = nextAttemptAt
  }

  /// Whether an HTTP status counts as received: 200 to 206, as Apple's "Responding to App Store
  /// Server Notifications" says ("any HTTP code between 200 and 206"); every other code is
  /// unsuccessful.
  public static func isSuccess(status: Int) -> Bool {
    (200...206).contains(status)
  }
}
