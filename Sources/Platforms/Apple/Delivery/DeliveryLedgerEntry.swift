/// One line of the delivery ledger: an attempt and the exact body that was posted, so a retry
/// after a restart posts the same signed notification.
public struct DeliveryLedgerEntry: Codable, Hashable, Sendable {
  /// The attempt.
  public var attempt: DeliveryAttempt
  /// The request body posted (`{"signedPayload":"…"}`).
  public var body: String

  /// Creates an entry.
  public init(attempt: DeliveryAttempt, body: String) {
    self.attempt = attempt
    self.body = body
  }
}
