import Apple
import Delivery
import Foundation

/// Delivers the simulated App Store's notifications to the developer's URL: signs each new one,
/// posts it, records every attempt in the ledger and the report, and retries on the
/// ``RetrySchedule``. A notification the ledger knows is never posted again.
public struct Deliverer {
  /// How notifications are chosen and retried.
  public struct Options: Sendable {
    /// The environment to send in instead of the scenario's, if any (`--environment`).
    public var environment: AppStoreEnvironment?
    /// The `appAppleId` to send where the scenario has none (`--app-apple-id`).
    public var appAppleID: Int?
    /// Whether Sandbox and LocalTesting retry as Production does (`--retry-in-sandbox`).
    public var retryInSandbox: Bool
    /// How many seconds an hour of the retry schedule lasts (`--retry-scale`).
    public var secondsPerHour: Double

    /// Options; by default the scenario's environment and Apple's schedule in real hours.
    public init(
      environment: AppStoreEnvironment? = nil, appAppleID: Int? = nil,
      retryInSandbox: Bool = false, secondsPerHour: Double = 3600
    ) {
      self.environment = environment
      self.appAppleID = appAppleID
      self.retryInSandbox = retryInSandbox
      self.secondsPerHour = secondsPerHour
    }
  }

  /// Signs.
  public let signer: JWSSigner
  /// Posts.
  public let poster: NotificationPoster
  /// The choices.
  public let options: Options
  /// The ledger file.
  public let ledgerPath: String
  /// The report file (one ``DeliveryAttempt`` per line).
  public let reportPath: String
  /// What has been handled.
  public private(set) var ledger: DeliveryLedger
  /// The notifications this deliverer gave up on (no attempt left), by UUID.
  public private(set) var lost: Set<String> = []
  /// Seconds since 1970, now.
  private let now: @Sendable () -> Double
  /// Shows one attempt (a line on the screen).
  private let show: @Sendable (DeliveryAttempt) -> Void

  /// A deliverer that continues the ledger at `ledgerPath`, or, with `resend`, appends to it
  /// but starts as if it were empty (a repeated run makes the same `notificationUUID`s).
  public init(
    signer: JWSSigner, poster: NotificationPoster, options: Options, ledgerPath: String,
    reportPath: String, resend: Bool = false, now: @escaping @Sendable () -> Double,
    show: @escaping @Sendable (DeliveryAttempt) -> Void
  ) throws(DeliveryError) {
    self.signer = signer
    self.poster = poster
    self.options = options
    self.ledgerPath = ledgerPath
    self.reportPath = reportPath
    self.now = now
    self.show = show
    ledger = resend ? DeliveryLedger() : try DeliveryLedger.read(path: ledgerPath)
  }

  /// Delivers `notification` unless the ledger already knows it.
  /// - Returns: whether it was new.
  @discardableResult
  public mutating func offer(_ notification: DeliverableNotification) async throws(DeliveryError)
    -> Bool
  {
    guard !ledger.knows(notification.notificationUUID) else { return false }
    var chosen = notification
    if let environment = options.environment {
      chosen = try notification.inEnvironment(environment, appAppleID: options.appAppleID)
    }
    let body: String
    do {
      body = try chosen.requestBody(signer: signer)
    } catch {
      throw DeliveryError("cannot sign notification \(notification.notificationUUID): \(error)")
    }
    let template = DeliveryAttempt(
      time: 0, url: poster.url.absoluteString, notificationUUID: chosen.notificationUUID,
      notificationType: chosen.notificationType, environment: chosen.environment.rawValue,
      attempt: 0, status: nil, error: nil, outcome: .failed, nextAttemptAt: nil)
    try await attempt(DeliveryLedgerEntry(attempt: template, body: body))
    return true
  }

  /// Makes the retries that are due now.
  public mutating func retryDue() async throws(DeliveryError) {
    for entry in ledger.due(at: now()) {
      try await attempt(entry)
    }
  }

  /// When the next retry is due, seconds since 1970; nil when none waits.
  public var nextRetryAt: Double? {
    ledger.pending.values.compactMap(\.attempt.nextAttemptAt).min()
  }

  /// Posts the body of `previous` as the attempt after it, records and shows the result.
  private mutating func attempt(_ previous: DeliveryLedgerEntry) async throws(DeliveryError) {
    var attempt = previous.attempt
    attempt.attempt += 1
    attempt.time = now()
    let answer = await poster.post(previous.body)
    switch answer {
    case .status(let status):
      attempt.status = status
      attempt.error = nil
    case .noAnswer(let reason):
      attempt.status = nil
      attempt.error = reason
    }
    let received = attempt.status.map(DeliveryAttempt.isSuccess(status:)) ?? false
    let schedule = RetrySchedule(
      environment: AppStoreEnvironment(rawValue: attempt.environment) ?? .sandbox,
      retryInSandbox: options.retryInSandbox, secondsPerHour: options.secondsPerHour)
    if received {
      attempt.outcome = .delivered
      attempt.nextAttemptAt = nil
    } else if let delay = schedule.delay(afterAttempt: attempt.attempt) {
      attempt.outcome = .retrying
      attempt.nextAttemptAt = now() + delay
    } else {
      attempt.outcome = .failed
      attempt.nextAttemptAt = nil
      lost.insert(attempt.notificationUUID)
    }
    let entry = DeliveryLedgerEntry(attempt: attempt, body: previous.body)
    try AppendFile.append(DeliveryLedger.line(entry), to: ledgerPath)
    try AppendFile.append(DeliveryLedger.line(attempt), to: reportPath)
    ledger.record(entry)
    show(attempt)
  }
}
