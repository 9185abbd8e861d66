import Apple
import AppleDelivery
import CustomDump
import Delivery
import FlowEngine
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A headless run's report read for delivery, and the stores' console files written from it.
@Suite("Run reports and revocation files")
struct RunReportContentsTests {
  static let transaction =
    "eyJhbGciOiJub25lIn0.eyJyZWNlaXB0VHlwZSI6IlNhbmRib3giLCJhcHBBcHBsZUlkIjoxMjM0NTY3ODkwLCJidW5kbGVJZCI6ImNvbS5leGFtcGxlLmxhbmRtYXJrcyIsImFwcGxpY2F0aW9uVmVyc2lvbiI6IjIuMCIsInJlY2VpcHRDcmVhdGlvbkRhdGUiOjE3ODkzNDQwMDAwMDAsIm9yaWdpbmFsQXBwbGljYXRpb25WZXJzaW9uIjoiMS4wIn0."

  /// The shape `agetui run texas-teen-three-stores --format json` writes, cut to what is read:
  /// Apple's run first, then each other store's under its key, each with its console's files.
  static let report = """
    {"format": "agetui-run", "steps": [
      {"entries": [{"date": "2026-09-14", "serverNotification": null}]},
      {"entries": [{"date": "2026-09-14", "serverNotification": {
        "notificationType": "RESCIND_CONSENT",
        "notificationUUID": "191ebc7b-6713-5f5d-846c-dad53637edc3", "version": "2.0",
        "signedDate": 1789344000000, "appData": {"appAppleId": 1234567890,
        "bundleId": "com.example.landmarks", "environment": "Sandbox",
        "signedAppTransactionInfo": "\(transaction)"}}}]}],
     "world": {"today": "2026-09-14"},
     "googlePlay": {"format": "agetui-play-run", "steps": [], "consoleDownloads": [
      {"fileName": "google-play-revocations.csv", "downloadedOn": "2026-09-15", "rowCount": 1,
       "text": "installId,revocationDate\\n7f3c2a9e,2026-09-15\\n"}]},
     "amazonAppstore": {"format": "agetui-amazon-run", "steps": [], "consoleDownloads": [
      {"fileName": "amazon-appstore-revocations.csv", "downloadedOn": "2026-09-16",
       "rowCount": 0, "text": "user_id,app_asin,app_name,action\\n"}]}}
    """

  @Test("the App Store's notifications and every store's console files")
  func contents() throws {
    let contents = try RunReportContents(json: Data(Self.report.utf8), source: "run.json")
    expectNoDifference(
      contents.notifications,
      [
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
      contents.downloads == [
        ConsoleDownload(
          fileName: "amazon-appstore-revocations.csv",
          downloadedOn: try #require(SimDate(iso: "2026-09-16")), rowCount: 0,
          text: "user_id,app_asin,app_name,action\n"),
        ConsoleDownload(
          fileName: "google-play-revocations.csv",
          downloadedOn: try #require(SimDate(iso: "2026-09-15")), rowCount: 1,
          text: "installId,revocationDate\n7f3c2a9e,2026-09-15\n"),
      ])
  }

  @Test("a run of one store alone: its files from the top of the document")
  func oneStore() throws {
    let text = """
      {"format": "agetui-amazon-run", "steps": [], "consoleDownloads": [
        {"fileName": "amazon-appstore-revocations.csv", "downloadedOn": "2026-09-16",
         "rowCount": 1, "text": "user_id,app_asin,app_name,action\\nu1,B0,App,REVOKED\\n"}]}
      """
    let contents = try RunReportContents(json: Data(text.utf8), source: "run.json")
    expectNoDifference(contents.notifications, [])
    #expect(
      contents.downloads == [
        ConsoleDownload(
          fileName: "amazon-appstore-revocations.csv",
          downloadedOn: try #require(SimDate(iso: "2026-09-16")), rowCount: 1,
          text: "user_id,app_asin,app_name,action\nu1,B0,App,REVOKED\n")
      ])
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
      (
        #"{"format": "agetui-play-run", "steps": [], "consoleDownloads": {"fileName": "a.csv"}}"#,
        "x.json has a consoleDownloads that is not a list of files"
      ),
      (
        #"{"format": "agetui-run", "steps": [], "googlePlay": {"steps": [], "consoleDownloads": [{"fileName": "../../etc/passwd", "downloadedOn": "2026-09-15", "rowCount": 0, "text": ""}]}}"#,
        "x.json has a console download without a plain fileName, downloadedOn, rowCount and text (docs/trace-format.md)"
      ),
      (
        #"{"format": "agetui-run", "steps": [], "consoleDownloads": [{"fileName": "a.csv", "downloadedOn": "15 Sept", "rowCount": 0, "text": ""}]}"#,
        "x.json has a console download without a plain fileName, downloadedOn, rowCount and text (docs/trace-format.md)"
      ),
    ])
  func refused(text: String, message: String) {
    do throws(DeliveryError) {
      _ = try RunReportContents(json: Data(text.utf8), source: "x.json")
      Issue.record("accepted")
    } catch {
      expectNoDifference(error.message, message)
    }
  }

  @Test("a console file is written under its own name, replacing the one there, whole")
  func writesFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-csv-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let reports = ReportsFolder(path: folder.appendingPathComponent("reports").path)
    let day = try #require(SimDate(iso: "2026-09-15"))
    let first = ConsoleDownload(
      fileName: "google-play-revocations.csv", downloadedOn: day, rowCount: 1,
      text: "installId,revocationDate\nold,2026-07-01\n")
    let path = try reports.write(first)
    expectNoDifference(
      path, folder.appendingPathComponent("reports/google-play-revocations.csv").path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == first.text)
    let next = ConsoleDownload(
      fileName: "google-play-revocations.csv", downloadedOn: day.adding(days: 90), rowCount: 0,
      text: "installId,revocationDate\n")
    #expect(try reports.write(next) == path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == next.text)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: reports.folder.path)
        == ["google-play-revocations.csv"])
  }

  @Test("a folder that cannot be made is refused, naming the file")
  func unwritable() throws {
    let reports = ReportsFolder(path: "/proc/agetui-no-such-folder")
    let download = ConsoleDownload(
      fileName: "a.csv", downloadedOn: try #require(SimDate(iso: "2026-09-15")), rowCount: 0,
      text: "h\n")
    do throws(DeliveryError) {
      try reports.write(download)
      Issue.record("written")
    } catch {
      #expect(error.message.hasPrefix("cannot write /proc/agetui-no-such-folder/a.csv: "))
    }
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
      expectNoDifference(error.message, message)
    }
  }

  @Test(
    "http and https URLs are accepted",
    arguments: ["http://127.0.0.1:8080/n", "https://example.com/apple"])
  func goodURL(text: String) throws {
    #expect(try NotificationPoster.checkedURL(text).absoluteString == text)
  }
}
