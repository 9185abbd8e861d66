import Apple
import Delivery
import FlowEngine
import Foundation
import GooglePlay
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A headless run's report read for delivery, and Play's CSV written from it.
@Suite("Run reports and revocation files")
struct RunReportContentsTests {
  static let transaction =
    "eyJhbGciOiJub25lIn0.eyJyZWNlaXB0VHlwZSI6IlNhbmRib3giLCJhcHBBcHBsZUlkIjoxMjM0NTY3ODkwLCJidW5kbGVJZCI6ImNvbS5leGFtcGxlLmxhbmRtYXJrcyIsImFwcGxpY2F0aW9uVmVyc2lvbiI6IjIuMCIsInJlY2VpcHRDcmVhdGlvbkRhdGUiOjE3ODkzNDQwMDAwMDAsIm9yaWdpbmFsQXBwbGljYXRpb25WZXJzaW9uIjoiMS4wIn0."

  /// The shape `agetui run texas-teen-both-stores --format json` writes, cut to what is read.
  static let report = """
    {"format": "agetui-run", "steps": [
      {"entries": [{"date": "2026-09-14", "serverNotification": null}]},
      {"entries": [{"date": "2026-09-14", "serverNotification": {
        "notificationType": "RESCIND_CONSENT",
        "notificationUUID": "191ebc7b-6713-5f5d-846c-dad53637edc3", "version": "2.0",
        "signedDate": 1789344000000, "appData": {"appAppleId": 1234567890,
        "bundleId": "com.example.landmarks", "environment": "Sandbox",
        "signedAppTransactionInfo": "\(transaction)"}}}]}],
     "googlePlay": {"format": "agetui-play-run", "steps": [
      {"entries": [{"date": "2026-09-15", "detail": {"type": "revocationCsv", "rows": [
        {"installId": "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47", "device": "child-android",
         "revokedOn": "2026-09-15"}]}}]}]}}
    """

  @Test("the App Store's notifications and Play's revocations, in order")
  func contents() throws {
    let contents = try RunReportContents(json: Data(Self.report.utf8), source: "run.json")
    #expect(
      contents.notifications == [
        DeliverableNotification(
          notificationType: "RESCIND_CONSENT",
          notificationUUID: "191ebc7b-6713-5f5d-846c-dad53637edc3", version: "2.0",
          signedDate: 1_789_344_000_000, bundleID: "com.example.landmarks",
          environment: .sandbox, appAppleID: 1_234_567_890,
          transaction: AppTransactionInfo(
            receiptType: .sandbox, appAppleID: 1_234_567_890, bundleID: "com.example.landmarks",
            applicationVersion: "2.0", receiptCreationDate: 1_789_344_000_000,
            originalApplicationVersion: "1.0"))
      ])
    #expect(
      contents.playRevocations == [
        PlayRevocation(
          installID: "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47", device: .childPhone,
          revokedOn: try #require(SimDate(iso: "2026-09-15")))
      ])
    #expect(contents.lastDay == SimDate(iso: "2026-09-15"))
  }

  @Test(
    "text that is not a run report is refused, naming it",
    arguments: [
      (
        "[1, 2]",
        "x.json is not an AgeTUI run report in JSON (make one with agetui run NAME --format json)"
      ),
      (
        #"{"format": "agetui-scenarios"}"#,
        "x.json is a 'agetui-scenarios' report, not a run report"
      ),
      (
        #"{"format": "agetui-run", "steps": [{"entries": [{"serverNotification": {"version": "2.0"}}]}]}"#,
        "x.json has a serverNotification without the keys of §9.3"
      ),
    ])
  func refused(text: String, message: String) {
    do throws(DeliveryError) {
      _ = try RunReportContents(json: Data(text.utf8), source: "x.json")
      Issue.record("accepted")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test(
    "Play's CSV: its header, the last 90 days, rewritten as the day moves",
    arguments: [
      ("2026-09-15", "installId,revocationDate\nold-install,2026-07-01\nnew-install,2026-09-15\n"),
      // The 89th day after 2026-07-01 still lists it; the 90th is the first day it is gone.
      ("2026-09-28", "installId,revocationDate\nold-install,2026-07-01\nnew-install,2026-09-15\n"),
      ("2026-09-29", "installId,revocationDate\nnew-install,2026-09-15\n"),
      ("2026-12-14", "installId,revocationDate\n"),
    ])
  func playCSV(day: String, expected: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-csv-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let revocations = [
      PlayRevocation(
        installID: "new-install", device: .childPhone,
        revokedOn: try #require(SimDate(iso: "2026-09-15"))),
      PlayRevocation(
        installID: "old-install", device: .childPhone,
        revokedOn: try #require(SimDate(iso: "2026-07-01"))),
    ]
    let reports = RevocationReportsFolder(path: folder.path)
    let written = try reports.writePlay(revocations, on: try #require(SimDate(iso: day)))
    #expect(written == expected)
    #expect(try String(contentsOfFile: reports.playPath, encoding: .utf8) == expected)
    #expect(reports.playPath == folder.appendingPathComponent("google-play-revocations.csv").path)
  }

  @Test(
    "a URL the App Store could not post to is refused, saying why",
    arguments: [
      (
        "ftp://example.com/x",
        "--url 'ftp://example.com/x' uses the scheme 'ftp'; the App Store posts over http or https only"
      ),
      (
        "not a url",
        "--url 'not a url' is not a URL; give one like http://127.0.0.1:8080/notifications"
      ),
      ("http://", "--url 'http://' names no host"),
    ])
  func badURL(text: String, message: String) {
    do throws(DeliveryError) {
      _ = try NotificationPoster.checkedURL(text)
      Issue.record("accepted")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test(
    "http and https URLs are accepted",
    arguments: ["http://127.0.0.1:8080/n", "https://example.com/apple"])
  func goodURL(text: String) throws {
    #expect(try NotificationPoster.checkedURL(text).absoluteString == text)
  }
}
