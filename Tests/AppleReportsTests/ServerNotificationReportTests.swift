import Apple
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import Reports
import Scenarios
import Testing

@testable import TestSupport

/// The server notification in the reports: the JSON entry's `serverNotification` in Apple's
/// shape (and `null` on every other entry), its keys as text in `payload`, and the decoded
/// payload under its line in the text report.
@Suite("Server notification in the reports")
struct ServerNotificationReportTests {
  /// Leo's mother revokes consent for an App Store download of Landmarks.
  static let production = """
    name: production-revocation
    title: A revocation in production
    summary: Nora revokes consent; the App Store tells the server, in Production.
    world:
      today: 2026-09-14
      region: US
      app-store-environment: production
      person: {name: Leo, age: 13}
      parent: Nora
      app: {app-apple-id: 6448311069}
    script:
      - do: revoke-consent

    """

  private static let jws =
    "eyJhbGciOiJub25lIn0.eyJyZWNlaXB0VHlwZSI6IlByb2R1Y3Rpb24iLCJhcHBBcHBsZUlkIjo2NDQ4MzExMDY5"
    + "LCJidW5kbGVJZCI6ImNvbS5leGFtcGxlLmxhbmRtYXJrcyIsImFwcGxpY2F0aW9uVmVyc2lvbiI6IjIuMCIsInJl"
    + "Y2VpcHRDcmVhdGlvbkRhdGUiOjE3ODkzNDQwMDAwMDAsIm9yaWdpbmFsQXBwbGljYXRpb25WZXJzaW9uIjoiMS4w"
    + "In0."

  private static func run() throws -> AppleRun {
    AppleScenarioRunner.run(try ScenarioFixtures.load(production, file: "production.yaml"))
  }

  @Test("the JSON entry: its keys as text in payload, Apple's shape in serverNotification")
  func jsonEntry() throws {
    let entry = try #require(try Self.run().steps.first?.entries.last)
    expectNoDifference(
      JSONReport.entry(entry).rendered(),
      """
      {
        "sequence": 2,
        "date": "2026-09-14",
        "from": "app-store",
        "to": "server",
        "kind": "server-notification",
        "device": null,
        "summary": "App Store Server Notification V2: RESCIND_CONSENT",
        "payload": {
          "appAppleId": "6448311069",
          "bundleId": "com.example.landmarks",
          "environment": "Production",
          "notificationType": "RESCIND_CONSENT",
          "notificationUUID": "bd49f448-ca0f-5081-aa80-d51fa70a9f59",
          "signedAppTransactionInfo": "\(Self.jws)",
          "signedDate": "1789344000000",
          "version": "2.0"
        },
        "serverNotification": {
          "notificationType": "RESCIND_CONSENT",
          "notificationUUID": "bd49f448-ca0f-5081-aa80-d51fa70a9f59",
          "version": "2.0",
          "signedDate": 1789344000000,
          "appData": {
            "appAppleId": 6448311069,
            "bundleId": "com.example.landmarks",
            "environment": "Production",
            "signedAppTransactionInfo": "\(Self.jws)"
          }
        }
      }
      """)
  }

  @Test("every entry of the JSON report has serverNotification, null but on the notification")
  func everyEntryHasTheKey() throws {
    let data = Data(JSONReport.render(try Self.run()).utf8)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    let entries = steps.flatMap { $0["entries"] as? [[String: Any]] ?? [] }
    expectNoDifference(entries.map { $0["kind"] as? String }, ["setting", "server-notification"])
    expectNoDifference(entries.map { $0["serverNotification"] is NSNull }, [true, false])
    let notification = try #require(entries.last?["serverNotification"] as? [String: Any])
    expectNoDifference(
      notification.keys.sorted(),
      [
        "appData", "notificationType", "notificationUUID", "signedDate", "version",
      ])
    let appData = try #require(notification["appData"] as? [String: Any])
    expectNoDifference(
      appData.keys.sorted(),
      [
        "appAppleId", "bundleId", "environment", "signedAppTransactionInfo",
      ])
    expectNoDifference(appData["appAppleId"] as? Int, 6_448_311_069)
    expectNoDifference(notification["signedDate"] as? Int, 1_789_344_000_000)
  }

  @Test("LocalTesting leaves appAppleId out of both the JSON and the payload")
  func localTesting() throws {
    let text = Self.production.replacingOccurrences(
      of: "app-store-environment: production", with: "app-store-environment: local-testing")
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text))
    let entry = try #require(run.steps.first?.entries.last)
    guard case .object(let fields) = JSONReport.serverNotification(entry.detail),
      case .object(let appData)? = fields.first(where: { $0.0 == "appData" })?.1
    else {
      Issue.record("no appData object")
      return
    }
    expectNoDifference(
      fields.map(\.0),
      [
        "notificationType", "notificationUUID", "version", "signedDate", "appData",
      ])
    expectNoDifference(appData.map(\.0), ["bundleId", "environment", "signedAppTransactionInfo"])
    expectNoDifference(appData.first { $0.0 == "environment" }?.1, .string("LocalTesting"))
    let keys = entry.detail?.payload.map(\.key) ?? []
    #expect(!keys.contains("appAppleId"))
    expectNoDifference(keys.count, 7)
  }

  @Test("the text report prints the decoded payload under the notification's line")
  func text() throws {
    let report = RunReport(try Self.run()).rendered(.text)
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let line = try #require(lines.firstIndex { $0.contains("server-notification") })
    expectNoDifference(
      Array(lines[line...].prefix(14)),
      [
        "    #2  2026-09-14  -              App Store → Server   server-notification "
          + "App Store Server Notification V2: RESCIND_CONSENT",
        "        decoded signedPayload (signedAppTransactionInfo is an unsigned JWS, alg none):",
        "        {",
        #"          "notificationType": "RESCIND_CONSENT","#,
        #"          "notificationUUID": "bd49f448-ca0f-5081-aa80-d51fa70a9f59","#,
        #"          "version": "2.0","#,
        #"          "signedDate": 1789344000000,"#,
        #"          "appData": {"#,
        #"            "appAppleId": 6448311069,"#,
        #"            "bundleId": "com.example.landmarks","#,
        #"            "environment": "Production","#,
        #"            "signedAppTransactionInfo": "\#(Self.jws)""#,
        "          }",
        "        }",
      ])
  }
}
