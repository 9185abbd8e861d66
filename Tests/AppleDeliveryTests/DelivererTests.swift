import Apple
import AppleDelivery
import CustomDump
import Delivery
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The deliverer's attempts against a server that is not there: each one recorded in the
/// ledger and the report, retried on the schedule, and given up after the last.
@Suite("Deliverer")
struct DelivererTests {
  static func notification(_ environment: AppStoreEnvironment) -> DeliverableNotification {
    DeliverableNotification(
      notificationType: "RESCIND_CONSENT", notificationUUID: "uuid-\(environment.rawValue)",
      version: "2.0", signedDate: 1_789_344_000_000, bundleID: "com.example.landmarks",
      environment: environment, appAppleID: 1_234_567_890,
      transaction: AppTransactionInfo(
        receiptType: environment, appAppleID: 1_234_567_890, bundleID: "com.example.landmarks",
        applicationVersion: "2.0", receiptCreationDate: 1_789_344_000_000,
        originalApplicationVersion: "1.0"))
  }

  /// Port 1 on loopback: nothing listens there, so every attempt is refused at once.
  static let closedURL = "http://127.0.0.1:1/apple"

  @Test(
    "every unsuccessful attempt is recorded; Production retries five times, Sandbox none",
    arguments: [
      (
        AppStoreEnvironment.production,
        [DeliveryAttempt.Outcome.retrying, .retrying, .retrying, .retrying, .retrying, .failed]
      ),
      (.sandbox, [.failed]),
    ])
  func refused(environment: AppStoreEnvironment, outcomes: [DeliveryAttempt.Outcome]) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-deliverer-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledgerPath = folder.appendingPathComponent("ledger.jsonl").path
    let reportPath = folder.appendingPathComponent("report.jsonl").path
    var deliverer = try Deliverer(
      signer: try JWSSigner(chain: try SigningChain.create()),
      poster: NotificationPoster(
        url: try NotificationPoster.checkedURL(Self.closedURL), timeout: 5),
      options: Deliverer.Options(secondsPerHour: 0), ledgerPath: ledgerPath,
      reportPath: reportPath, now: { 1_000 }, show: { _ in })
    let notification = Self.notification(environment)
    #expect(try await deliverer.offer(notification))
    while deliverer.nextRetryAt != nil {
      try await deliverer.retryDue()
    }
    #expect(try await !deliverer.offer(notification))
    expectNoDifference(deliverer.lost, [notification.notificationUUID])

    let report = try String(contentsOfFile: reportPath, encoding: .utf8)
      .split(separator: "\n")
      .map { try JSONDecoder().decode(DeliveryAttempt.self, from: Data($0.utf8)) }
    expectNoDifference(
      report,
      outcomes.enumerated().map { index, outcome in
        DeliveryAttempt(
          time: 1_000, url: Self.closedURL, notificationUUID: notification.notificationUUID,
          notificationType: "RESCIND_CONSENT", environment: environment.rawValue,
          attempt: index + 1, status: nil, error: "connection refused", outcome: outcome,
          nextAttemptAt: outcome == .retrying ? 1_000 : nil)
      })
    let ledger = try DeliveryLedger.read(path: ledgerPath)
    expectNoDifference(ledger.finished, [notification.notificationUUID])
    #expect(ledger.pending.isEmpty)
    let resent = try Deliverer(
      signer: try JWSSigner(chain: try SigningChain.create()),
      poster: NotificationPoster(
        url: try NotificationPoster.checkedURL(Self.closedURL), timeout: 5),
      options: Deliverer.Options(), ledgerPath: ledgerPath, reportPath: reportPath, resend: true,
      now: { 1_000 }, show: { _ in })
    #expect(!resent.ledger.knows(notification.notificationUUID))
  }
}
