import AmazonAppstore
import AmazonAppstoreReports
import AmazonAppstoreScenarios
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Testing

@testable import TestSupport

/// `agetui run`'s formats on Amazon's side: the row under Amazon's six keys with its nulls, the
/// run's JSON document, the text report and the sequence diagram, read off one run.
@Suite("Amazon's run reports")
struct AmazonReportsTests {
  static let userId = "hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0="

  static func run(_ text: String = AmazonScenarioFixtures.retried) throws -> AmazonRun {
    try #require(AmazonScenarioRunner.run(AmazonScenarioFixtures.load(text)))
  }

  @Test(
    "an error row keeps Amazon's six keys in order, four nulls, userStatus in either shape",
    arguments: [(AmazonErrorShape.emptyString, #""""#), (.null, "null")])
  func errorRow(shape: AmazonErrorShape, userStatus: String) {
    let failure = AmazonUserAgeData.failure(.internalTransientError, shape: shape)
    expectNoDifference(
      AmazonJSONReport.row(failure).compact(),
      #"{"responseStatus":"INTERNAL_TRANSIENT_ERROR","userStatus":"#
        + #"\#(userStatus),"ageLower":null,"ageUpper":null,"userId":null,"#
        + #""mostRecentApprovalDate":null}"#)
  }

  @Test func theDocumentNamesItsFormatAndEndsWithTheRevocationReportsHeader() throws {
    let document = AmazonWorld.json(of: try Self.run())
    guard case .object(let fields) = document else {
      Issue.record("the document is not an object")
      return
    }
    expectNoDifference(
      fields.map(\.0), ["format", "version", "platform", "scenario", "world", "steps", "summary"])
    expectNoDifference(fields[0].1, .string("agetui-amazon-run"))
    expectNoDifference(fields[1].1, .int(1))
    expectNoDifference(fields[2].1, .string("amazon-appstore"))
    guard case .object(let summary) = fields[6].1 else {
      Issue.record("the summary is not an object")
      return
    }
    expectNoDifference(summary.map(\.0), ["passed", "failures", "revocationReport", "facts"])
    // amazon.md §7: four columns, a header, no date column.
    expectNoDifference(summary[2].1, .string("user_id,app_asin,app_name,action\n"))
  }

  @Test func eachRowIsTheResponsesDetail() throws {
    let rows = try Self.run().steps.flatMap(\.entries).compactMap { entry -> String? in
      guard case .ageData(let row, _) = entry.detail else { return nil }
      return AmazonJSONReport.row(row).compact()
    }
    expectNoDifference(
      rows,
      [
        #"{"responseStatus":"INTERNAL_TRANSIENT_ERROR","userStatus":"","ageLower":null,"#
          + #""ageUpper":null,"userId":null,"mostRecentApprovalDate":null}"#,
        #"{"responseStatus":"SUCCESS","userStatus":"SUPERVISED","ageLower":13,"ageUpper":15,"#
          + #""userId":"\#(Self.userId)","mostRecentApprovalDate":"2026-08-01T00:00:00.000Z"}"#,
      ])
  }

  @Test(
    "the region line says where Amazon stands on the day (amazon.md §8)",
    arguments: [
      ("US-TX", "2025-12-01", "US-TX: before Amazon's live responses (FEATURE_NOT_SUPPORTED)"),
      (
        "US-TX", "2026-03-01",
        "US-TX: Texas SB 2420 binds; Amazon is paused (FEATURE_NOT_SUPPORTED)"
      ),
      ("US-TX", "2026-06-04", "US-TX: Texas SB 2420 binds; Amazon answers live"),
      ("US-UT", "2027-05-05", "US-UT: no law Amazon answers (SUCCESS, empty userStatus)"),
      ("US-UT", "2027-05-06", "US-UT: Utah binds; Amazon answers live"),
      ("US-LA", "2027-07-01", "US-LA: Louisiana binds; Amazon answers live"),
      ("US-CA", "2027-01-01", "US-CA: no law Amazon answers (SUCCESS, empty userStatus)"),
    ])
  func region(region: String, today: String, line: String) throws {
    let run = try Self.run(
      AmazonScenarioFixtures.file(
        region: region, today: today, amazon: "  script:\n    - do: launch"))
    expectNoDifference(AmazonReportText.region(run.initial), line)
  }

  @Test func theTextReportIsTheWorldEachStepsTraceAndTheEndState() throws {
    // The route column is as wide as the run's longest route, the developer's (47).
    let developer = "Developer (Developer Console) → Amazon Appstore"
    expectNoDifference(developer.count, 47)
    let entry = { (number: Int, route: String, kind: String, summary: String) in
      "    #\(number)  2026-09-14  "
        + (route == developer ? "-                 " : "child-fire-tablet ")
        + route.padding(toLength: 47, withPad: " ", startingAt: 0) + " "
        + kind.padding(toLength: 13, withPad: " ", startingAt: 0) + " " + summary
    }
    let query = "query(content://amzn_appstore/getUserAgeData)"
    let failed =
      #"responseStatus="INTERNAL_TRANSIENT_ERROR" userStatus="" ageLower=NULL ageUpper=NULL "#
      + "userId=NULL mostRecentApprovalDate=NULL"
    let supervised =
      #"responseStatus="SUCCESS" userStatus="SUPERVISED" ageLower=13 ageUpper=15 "#
      + #"userId="\#(Self.userId)" mostRecentApprovalDate="2026-08-01T00:00:00.000Z""#
    let lines: [String] = [
      "amazon-fixture on Amazon Appstore: An Amazon fixture",
      "  A teen on a Fire tablet.",
      "",
      "World on 2026-09-14: US-TX: Texas SB 2420 binds; Amazon answers live",
      "Profile: Sofia, born 2012-03-02 (Amazon knows this, the app never does) · a child or "
        + "teen profile supervised by Carlos · not verified · consent granted · userId "
        + Self.userId,
      "App: Landmarks (ASIN C00006M4PF), queries content://amzn_appstore/getUserAgeData, "
        + "devices child-fire-tablet",
      "",
      "Step 1 of 3 · launch",
      entry(1, "Child → App", "lifecycle", "open Landmarks"),
      entry(2, "App → App", "flow", "not-running → checking-feature"),
      entry(3, "App → Amazon Appstore", "request", query),
      entry(4, "Amazon Appstore → App", "response", failed),
      entry(5, "App → App", "flow", "checking-feature → running"),
      #"  expect responseStatus = "INTERNAL_TRANSIENT_ERROR": ok"#,
      #"  expect userStatus = "": ok"#,
      "  expect retryable = true: ok",
      "",
      "Step 2 of 3 · set fault none",
      entry(6, developer, "setting", "fault = none"),
      "",
      "Step 3 of 3 · query-again",
      entry(7, "App → Amazon Appstore", "request", query),
      entry(8, "Amazon Appstore → App", "response", supervised),
      #"  expect responseStatus = "SUCCESS": ok"#,
      #"  expect userStatus = "SUPERVISED": ok"#,
      "  expect ageLower = 13: ok",
      "  expect ageUpper = 15: ok",
      "",
      "Summary (Amazon Appstore)",
      "  App on child-fire-tablet: running",
      "  Today: 2026-09-14",
      #"  The app's latest row: {"responseStatus":"SUCCESS","userStatus":"SUPERVISED","#
        + #""ageLower":13,"ageUpper":15,"userId":"\#(Self.userId)","#
        + #""mostRecentApprovalDate":"2026-08-01T00:00:00.000Z"}"#,
      "  Consent to the current version: granted",
      "  Developer Console changes: none",
      "  Amazon's consent requests (≈ AgeTUI's model): #1 granted",
      "  Revocation report (2026-09-14): header only",
      "",
      "Result: passed · 3 script steps, 7 expectations, invariants checked after 3 actions",
    ]
    #expect(AmazonWorld.text(of: try Self.run()) == lines.joined(separator: "\n") + "\n")
  }

  @Test func theSequenceDiagramHasAParticipantPerActorAndANotePerStep() throws {
    let mermaid = AmazonWorld.mermaid(of: try Self.run())
    let lines = mermaid.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    expectNoDifference(
      Array(lines.prefix(12)),
      [
        "---",
        #"title: "amazon-fixture on Amazon Appstore: An Amazon fixture""#,
        "config:",
        "  sequence:",
        "    wrap: true",
        "---",
        "sequenceDiagram",
        "  participant app as App",
        "  participant appstore as Amazon Appstore",
        "  participant child as Child",
        "  participant developer as Developer (Developer Console)",
        "  Note over app,developer: Step 1 of 3 · launch",
      ])
    expectNoDifference(
      lines.filter { $0.hasPrefix("  Note over") },
      [
        "  Note over app,developer: Step 1 of 3 · launch",
        "  Note over app,developer: Step 2 of 3 · set fault none",
        "  Note over app,developer: Step 3 of 3 · query-again",
      ])
    #expect(lines.contains("  developer->>appstore: fault = none"))
  }
}
