import Apple
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import GooglePlay
import GooglePlayReports
import GooglePlayScenarios
import Reports
import Scenarios
import Stores
import Testing

/// The Play run reports, pinned whole for play-brazil in each format (the shortest Google
/// built-in), and every Google built-in's JSON parsed.
@Suite("Play reports")
struct PlayReportTests {
  static func report(_ name: String) throws -> RunReport {
    let scenario = try #require(ScenarioLibrary.named(name))
    return RunReport(AppleScenarioRunner.run(scenario))
  }

  static let expected: [(ReportFormat, String)] = [
    (
      .text,
      #"""
      play-brazil on Google Play: Google Play in Brazil, declared or unknown ages only
        In Brazil Play returns only declared or unknown ages; a self-declared 15-year-old shares a TIER_A range.

      World on 2026-09-14: BR: declared or unknown ages only
      Account: Lucas, born 2011-05-10 (Play knows this, the app never does) · not supervised · verification none · Always share
      App: Landmarks (com.example.landmarks), Age Signals 0.0.4 (answers, no longer updated), age ranges 13, 16, 18 (Play Console), devices child-android

      Step 1 of 1 · launch · moment: age
        Caption: Brazil: SHARED, 13–15 as Lucas declared it, TIER_A.
        Lucas, 15, opens Landmarks in Brazil. His sharing setting is Always share, so there is no prompt.
        Since 2026-03-17 Play returns only declared or unknown ages in Brazil: his range comes from what
        he declared, ageRangeSource TIER_A.
          #1  2026-09-14  child-android  Child → App                            lifecycle     open Landmarks
          #2  2026-09-14  child-android  App → App                              flow          not-running → checking-feature
          #3  2026-09-14  child-android  App → Google Play                      request       requestAgeSignalsAccess()
          #4  2026-09-14  child-android  Google Play → App                      response      ageSignalsStatus = SHARED
          #5  2026-09-14  child-android  App → Google Play                      request       checkAgeSignals()
          #6  2026-09-14  child-android  Google Play → App                      response      ageLower = 13, ageUpper = 15, ageRangeSource = TIER_A, significantChangeStatus = null, significantChangeApprovalDate = null, installId = null
          #7  2026-09-14  child-android  App → App                              flow          checking-feature → running
        expect status = SHARED: ok
        expect age-range = 13–15: ok
        expect source = TIER_A: ok
        expect change-status = null: ok

      Summary (Google Play)
        App on child-android: running
        Today: 2026-09-14
        Play Console changes: none
        Family Link requests: none
        Revocation CSV: empty
        The app learned: 13–15, TIER_A

      Result: passed · 1 script step, 4 expectations, invariants checked after 1 action

      """#
    ),
    (
      .json,
      #"""
      {
        "format": "agetui-play-run",
        "version": 1,
        "platform": "google-play",
        "scenario": {
          "name": "play-brazil",
          "title": "Google Play in Brazil, declared or unknown ages only",
          "summary": "In Brazil Play returns only declared or unknown ages; a self-declared 15-year-old shares a TIER_A range.",
          "file": "built-in:play-brazil"
        },
        "world": {
          "today": "2026-09-14",
          "region": "BR",
          "person": "Lucas",
          "parent": null,
          "supervised": false,
          "verification": "none",
          "sharingMode": "always-share",
          "app": {
            "name": "Landmarks",
            "packageName": "com.example.landmarks",
            "sdk": "0.0.4",
            "ageRanges": [13, 16, 18]
          },
          "devices": ["child-android"],
          "refreshWeeks": 8
        },
        "steps": [
          {
            "number": 1,
            "scriptStep": 1,
            "action": "launch",
            "moment": "age",
            "narration": "Lucas, 15, opens Landmarks in Brazil. His sharing setting is Always share, so there is no prompt. Since 2026-03-17 Play returns only declared or unknown ages in Brazil: his range comes from what he declared, ageRangeSource TIER_A.",
            "caption": "Brazil: SHARED, 13–15 as Lucas declared it, TIER_A.",
            "refused": null,
            "entries": [
              {
                "sequence": 1,
                "date": "2026-09-14",
                "from": "child",
                "to": "app",
                "kind": "lifecycle",
                "device": "child-android",
                "summary": "open Landmarks",
                "detail": null
              },
              {
                "sequence": 2,
                "date": "2026-09-14",
                "from": "app",
                "to": "app",
                "kind": "flow",
                "device": "child-android",
                "summary": "not-running → checking-feature",
                "detail": {
                  "type": "flow",
                  "payload": {
                    "from": "not-running",
                    "to": "checking-feature"
                  }
                }
              },
              {
                "sequence": 3,
                "date": "2026-09-14",
                "from": "app",
                "to": "play",
                "kind": "request",
                "device": "child-android",
                "summary": "requestAgeSignalsAccess()",
                "detail": null
              },
              {
                "sequence": 4,
                "date": "2026-09-14",
                "from": "play",
                "to": "app",
                "kind": "response",
                "device": "child-android",
                "summary": "ageSignalsStatus = SHARED",
                "detail": {
                  "type": "requestAgeSignalsAccess",
                  "ageSignalsStatus": "SHARED",
                  "promptShown": false,
                  "reasons": []
                }
              },
              {
                "sequence": 5,
                "date": "2026-09-14",
                "from": "app",
                "to": "play",
                "kind": "request",
                "device": "child-android",
                "summary": "checkAgeSignals()",
                "detail": null
              },
              {
                "sequence": 6,
                "date": "2026-09-14",
                "from": "play",
                "to": "app",
                "kind": "response",
                "device": "child-android",
                "summary": "ageLower = 13, ageUpper = 15, ageRangeSource = TIER_A, significantChangeStatus = null, significantChangeApprovalDate = null, installId = null",
                "detail": {
                  "type": "checkAgeSignals",
                  "sdk": "0.0.4",
                  "result": {
                    "ageLower": 13,
                    "ageUpper": 15,
                    "ageRangeSource": "TIER_A",
                    "significantChangeStatus": null,
                    "significantChangeApprovalDate": null,
                    "installId": null
                  },
                  "reasons": ["Always share (the user's setting): shared, no prompt (reference §8.3).", "Ranges 0–12, 13–15, 16–17, 18+: the app learns 13–15, never the birthdate (reference §6.3)."]
                }
              },
              {
                "sequence": 7,
                "date": "2026-09-14",
                "from": "app",
                "to": "app",
                "kind": "flow",
                "device": "child-android",
                "summary": "checking-feature → running",
                "detail": {
                  "type": "flow",
                  "payload": {
                    "from": "checking-feature",
                    "to": "running"
                  }
                }
              }
            ],
            "expectations": [
              {
                "key": "status",
                "expected": "SHARED",
                "actual": "SHARED",
                "passed": true
              },
              {
                "key": "age-range",
                "expected": "13–15",
                "actual": "13–15",
                "passed": true
              },
              {
                "key": "source",
                "expected": "TIER_A",
                "actual": "TIER_A",
                "passed": true
              },
              {
                "key": "change-status",
                "expected": "null",
                "actual": "null",
                "passed": true
              }
            ],
            "violations": []
          }
        ],
        "summary": {
          "passed": true,
          "failures": [],
          "facts": [
            {
              "label": "App on child-android",
              "value": "running"
            },
            {
              "label": "Today",
              "value": "2026-09-14"
            },
            {
              "label": "Play Console changes",
              "value": "none"
            },
            {
              "label": "Family Link requests",
              "value": "none"
            },
            {
              "label": "Revocation CSV",
              "value": "empty"
            },
            {
              "label": "The app learned",
              "value": "13–15, TIER_A"
            }
          ]
        },
        "consoleDownloads": [
          {
            "fileName": "google-play-revocations.csv",
            "downloadedOn": "2026-09-14",
            "rowCount": 0,
            "text": "installId,revocationDate\n"
          }
        ]
      }

      """#
    ),
    (
      .markdown,
      #"""
      # Google Play: Google Play in Brazil, declared or unknown ages only

      `play-brazil` · In Brazil Play returns only declared or unknown ages; a self-declared 15-year-old shares a TIER_A range.

      ## The world on Google Play

      - **Date:** 2026-09-14
      - **Region:** BR: declared or unknown ages only
      - **Account:** Lucas, born 2011-05-10 (Play knows this, the app never does) · not supervised · verification none · Always share
      - **App:** Landmarks (com.example.landmarks), Age Signals 0.0.4 (answers, no longer updated), age ranges 13, 16, 18 (Play Console), devices child-android

      ## Step 1: launch (age)

      **Brazil: SHARED, 13–15 as Lucas declared it, TIER_A.**

      Lucas, 15, opens Landmarks in Brazil. His sharing setting is Always share, so there is no prompt. Since 2026-03-17 Play returns only declared or unknown ages in Brazil: his range comes from what he declared, ageRangeSource TIER_A.

      | # | Date | Device | From → To | Kind | Entry |
      |---|---|---|---|---|---|
      | 1 | 2026-09-14 | child-android | Child → App | lifecycle | open Landmarks |
      | 2 | 2026-09-14 | child-android | App → App | flow | not-running → checking-feature |
      | 3 | 2026-09-14 | child-android | App → Google Play | request | requestAgeSignalsAccess() |
      | 4 | 2026-09-14 | child-android | Google Play → App | response | ageSignalsStatus = SHARED |
      | 5 | 2026-09-14 | child-android | App → Google Play | request | checkAgeSignals() |
      | 6 | 2026-09-14 | child-android | Google Play → App | response | ageLower = 13, ageUpper = 15, ageRangeSource = TIER_A, significantChangeStatus = null, significantChangeApprovalDate = null, installId = null |
      | 7 | 2026-09-14 | child-android | App → App | flow | checking-feature → running |

      ## At the end on Google Play

      - **App on child-android:** running
      - **Today:** 2026-09-14
      - **Play Console changes:** none
      - **Family Link requests:** none
      - **Revocation CSV:** empty
      - **The app learned:** 13–15, TIER_A

      """#
    ),
    (
      .mermaid,
      #"""
      ---
      title: "play-brazil on Google Play: Google Play in Brazil, declared or unknown ages only"
      config:
        sequence:
          wrap: true
      ---
      sequenceDiagram
        participant app as App
        participant play as Google Play
        participant child as Child
        Note over app,child: Step 1 of 1 · launch<br/>Lucas, 15, opens Landmarks in Brazil. His sharing setting is Always share, so there is no<br/>prompt. Since 2026-03-17 Play returns only declared or unknown ages in Brazil: his range<br/>comes from what he declared, ageRangeSource TIER_A.
        child->>app: open Landmarks
        app->>app: not-running → checking-feature
        app->>play: requestAgeSignalsAccess()
        play-->>app: ageSignalsStatus = SHARED
        app->>play: checkAgeSignals()
        play-->>app: ageLower = 13, ageUpper = 15, ageRangeSource = TIER_A, significantChangeStatus = null, significantChangeApprovalDate = null, installId = null
        app->>app: checking-feature → running

      """#
    ),
  ]

  @Test("play-brazil in every text format, whole")
  func pinned() throws {
    let report = try Self.report("play-brazil")
    for (format, text) in Self.expected {
      expectNoDifference(report.rendered(format), text, "\(format)")
    }
  }

  static let names = ScenarioLibrary.all.filter { $0.play != nil }.map(\.name)

  @Test(
    "every Google built-in's JSON parses; a two-store run nests Play under googlePlay",
    arguments: names)
  func json(_ name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let playRun = try #require(PlayScenarioRunner.run(scenario))
    let report = RunReport(AppleScenarioRunner.run(scenario))
    let data = Data(report.rendered(.json).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let onApple = scenario.platforms.contains(.apple)
    let play = try #require(onApple ? object["googlePlay"] as? [String: Any] : object)
    expectNoDifference(play["format"] as? String, PlayJSONReport.format)
    expectNoDifference(play["platform"] as? String, "google-play")
    expectNoDifference((play["steps"] as? [Any])?.count, playRun.steps.count)
    expectNoDifference(report.runs.count, scenario.platforms.count)
    if onApple {
      expectNoDifference(object["format"] as? String, JSONReport.format)
    }
  }

  @Test("a two-store text report prints the Apple run, then the Google Play run")
  func bothStoresText() throws {
    let text = try Self.report("texas-teen-both-stores").rendered(.text)
    let apple = try #require(text.range(of: "texas-teen-both-stores: The Texas teen"))
    let play = try #require(text.range(of: "texas-teen-both-stores on Google Play: The Texas teen"))
    #expect(apple.lowerBound < play.lowerBound)
    #expect(
      text.hasSuffix(
        "Result: passed · 5 script steps, 18 expectations, invariants checked after 5 actions\n"))
  }

  @Test("Mermaid of a two-store scenario draws one store's diagram: Apple's, or Play's when asked")
  func bothStoresMermaid() throws {
    let scenario = try #require(ScenarioLibrary.named("texas-teen-both-stores"))
    let run = AppleScenarioRunner.run(scenario)
    let apple = RunReport(run).rendered(.mermaid)
    expectNoDifference(apple, RunReport(run, diagram: .apple).rendered(.mermaid))
    #expect(apple.hasPrefix("---\ntitle: \"texas-teen-both-stores: The Texas teen on both stores"))
    let google = RunReport(run, diagram: .googlePlay).rendered(.mermaid)
    #expect(
      google.hasPrefix(
        "---\ntitle: \"texas-teen-both-stores on Google Play: The Texas teen on both stores, "
          + "Apple and Google Play side by side\"\n"))
    for diagram in [apple, google] {
      expectNoDifference(diagram.components(separatedBy: "sequenceDiagram").count, 2)
    }
    #expect(google.contains("participant play as Google Play"))
    #expect(!google.contains("AppStore"))
  }
}
