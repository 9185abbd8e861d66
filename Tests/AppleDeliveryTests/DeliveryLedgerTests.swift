import AppleDelivery
import CustomDump
import Delivery
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The ledger of handled notifications and the lock that keeps one deliverer per directory.
@Suite("Delivery ledger and lock")
struct DeliveryLedgerTests {
  static func entry(
    _ uuid: String, attempt: Int, outcome: DeliveryAttempt.Outcome, next: Double? = nil
  ) -> DeliveryLedgerEntry {
    DeliveryLedgerEntry(
      attempt: DeliveryAttempt(
        time: 100, url: "http://127.0.0.1:9/", notificationUUID: uuid,
        notificationType: "RESCIND_CONSENT", environment: "Production", attempt: attempt,
        status: outcome == .delivered ? 200 : 500, error: nil, outcome: outcome,
        nextAttemptAt: next),
      body: #"{"signedPayload":"x"}"#)
  }

  @Test("delivered and given-up notifications are finished; a retrying one is pending")
  func record() {
    var ledger = DeliveryLedger()
    ledger.record(Self.entry("a", attempt: 1, outcome: .retrying, next: 200))
    ledger.record(Self.entry("b", attempt: 1, outcome: .retrying, next: 150))
    ledger.record(Self.entry("c", attempt: 1, outcome: .failed))
    expectNoDifference(ledger.finished, ["c"])
    expectNoDifference(ledger.pending.keys.sorted(), ["a", "b"])
    expectNoDifference(ledger.due(at: 149), [])
    expectNoDifference(
      ledger.due(at: 150), [Self.entry("b", attempt: 1, outcome: .retrying, next: 150)])
    expectNoDifference(
      ledger.due(at: 500),
      [
        Self.entry("b", attempt: 1, outcome: .retrying, next: 150),
        Self.entry("a", attempt: 1, outcome: .retrying, next: 200),
      ])
    ledger.record(Self.entry("a", attempt: 2, outcome: .delivered))
    expectNoDifference(ledger.finished, ["a", "c"])
    expectNoDifference(ledger.pending.keys.sorted(), ["b"])
    #expect(ledger.knows("a") && ledger.knows("b") && ledger.knows("c"))
    #expect(!ledger.knows("d"))
  }

  @Test("the file's lines give the same ledger; a torn last line is skipped")
  func lines() {
    let entries = [
      Self.entry("a", attempt: 1, outcome: .retrying, next: 200),
      Self.entry("a", attempt: 2, outcome: .delivered),
      Self.entry("b", attempt: 1, outcome: .retrying, next: 300),
    ]
    var expected = DeliveryLedger()
    for entry in entries { expected.record(entry) }
    let text = entries.map { DeliveryLedger.line($0) }.joined() + #"{"attempt":{"#
    let read = DeliveryLedger(lines: text)
    expectNoDifference(read.finished, expected.finished)
    expectNoDifference(read.pending, expected.pending)
    expectNoDifference(read.skippedLines, 1)
  }

  @Test("an attempt's line has the report's keys")
  func reportLine() {
    let attempt = Self.entry("a", attempt: 1, outcome: .retrying, next: 200).attempt
    expectNoDifference(
      DeliveryLedger.line(attempt),
      #"{"attempt":1,"environment":"Production","nextAttemptAt":200,"notificationType":"RESCIND_CONSENT","notificationUUID":"a","outcome":"retrying","status":500,"time":100,"url":"http://127.0.0.1:9/"}"#
        + "\n")
  }

  @Test("a second deliverer on the same directory is refused, naming the first")
  func lock() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-lock-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("deliver.lock").path
    let first = try DeliveryLock.acquire(path: path)
    do throws(DeliveryError) {
      _ = try DeliveryLock.acquire(path: path)
      Issue.record("the second lock was granted")
    } catch {
      expectNoDifference(
        error.message,
        "another agetui-deliver (PID \(getpid())) is already delivering from \(folder.path); "
          + "only one delivers at a time, so a notification is never posted twice: stop it first")
    }
    withExtendedLifetime(first) {}
  }
}
