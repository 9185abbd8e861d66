import Apple
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores
import Testing

@testable import TestSupport

/// The three reports of one small run, whole: text, Markdown and JSON.
@Suite("Reports")
struct ReportTests {
  /// Ann shares "16 or over"; the second step's expect fails on purpose.
  static let tiny = #"""
    name: tiny
    title: Ann shares her range
    summary: A 42-year-old shares "16 or over".
    world:
      today: 2026-09-14
      region: US
      person: {name: Ann, age: 42}
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "1.0"
    answers:
      age-range-prompt: share
    script:
      - do: launch
        narration: Ann opens Landmarks.
        caption: Ann opens Landmarks, and the system asks her.
        expect: {step: running, learned: 16 or over}
      - do: close
        narration: She closes it.
        expect: {step: running}
    """#

  private static func run() throws -> AppleRun {
    AppleScenarioRunner.run(try ScenarioFixtures.load(tiny, file: "tiny.yaml"))
  }

  @Test("text: trace lines, narration, expectations, summary and the failure")
  func text() throws {
    #expect(RunReport(try Self.run()).rendered(.text) == Self.expectedText)
  }

  @Test("Markdown: each step with what every device shows and the exact texts, no checks")
  func markdown() throws {
    #expect(RunReport(try Self.run()).rendered(.markdown) == Self.expectedMarkdown)
  }

  @Test("Markdown with checks: the spec, then every expect result and the run's result")
  func markdownWithChecks() throws {
    #expect(
      RunReport(try Self.run(), withChecks: true).rendered(.markdown)
        == Self.expectedMarkdown + Self.expectedChecks)
  }

  @Test("Markdown with checks for a script that checks nothing says so, and passes")
  func markdownWithoutExpectations() throws {
    let text = Self.tiny.replacingOccurrences(
      of: "    expect: {step: running, learned: 16 or over}\n", with: ""
    )
    .replacingOccurrences(of: "\n    expect: {step: running}", with: "")
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text, file: "tiny.yaml"))
    let report = RunReport(run, withChecks: true).rendered(.markdown)
    let checks = try #require(report.range(of: "\n## Checks\n"))
    expectNoDifference(
      report[checks.lowerBound...],
      "\n## Checks\n\nThe script checks nothing with `expect`.\n\n**Result: passed.**\n")
  }

  @Test("JSON: the documented schema, field by field")
  func json() throws {
    #expect(JSONReport.render(try Self.run()) == Self.expectedJSON)
  }

  @Test("JSON parses, with format and version first")
  func jsonParses() throws {
    let rendered = JSONReport.render(try Self.run())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
    expectNoDifference(object["format"] as? String, "agetui-run")
    expectNoDifference(object["version"] as? Int, 1)
    #expect(rendered.hasPrefix("{\n  \"format\": \"agetui-run\",\n  \"version\": 1,\n"))
  }

  @Test("the same scenario always renders byte for byte the same")
  func deterministic() throws {
    for scenario in ScenarioLibrary.all {
      let first = AppleScenarioRunner.run(scenario)
      let second = AppleScenarioRunner.run(scenario)
      expectNoDifference(first, second)
      expectNoDifference(JSONReport.render(first), JSONReport.render(second))
      expectNoDifference(RunReport(first).rendered(.text), RunReport(second).rendered(.text))
      expectNoDifference(
        RunReport(first).rendered(.markdown), RunReport(second).rendered(.markdown))
    }
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func escaping() {
    let value = JSONValue.object([
      ("text", .string("a \"quote\" \\ tab\t new\nline \u{1} “curly”")),
      ("list", .array([.int(1), .null, .bool(true)])),
      ("nested", .array([.object([])])),
    ])
    expectNoDifference(
      value.rendered(),
      "{\n  \"text\": \"a \\\"quote\\\" \\\\ tab\\t new\\nline \\u0001 “curly”\",\n"
        + "  \"list\": [1, null, true],\n  \"nested\": [\n    {}\n  ]\n}")
  }

  @Test("the scenario list, aligned, with the default marked")
  func scenarioList() throws {
    let scenarios = Array(ScenarioLibrary.all.prefix(3))
    expectNoDifference(
      ScenarioListReport(scenarios, defaultName: "texas-teen").rendered(.text),
      """
      texas-teen (default)  \(scenarios[0].summary)
      second-device-sync    \(scenarios[1].summary)
      revoked-consent       \(scenarios[2].summary)

      3 scenarios. Play one headless with `agetui run NAME`.

      """)
  }

  static let expectedText = #"""
    tiny: Ann shares her range
      A 42-year-old shares "16 or over".

    World on 2026-09-14: iOS 26.5 · United States (no app-store law) (US), not regulated on 2026-09-14
    Person: Ann, 42 (born 1984-09-14; the system knows this, the app never does) · no parent
    App: Landmarks 1.0 (first installed 1.0); gates 16; Photo sharing from 16

    Step 1 of 2 · launch
      Caption: Ann opens Landmarks, and the system asks her.
      Ann opens Landmarks.
        #1   2026-09-14  child-iphone   Person → App         lifecycle     open Landmarks 1.0
        #2   2026-09-14  child-iphone   App → App            flow          not-running → checking-feature
        #3   2026-09-14  child-iphone   App → System         request       requestAgeRange(ageGates: 16)
        #4   2026-09-14  child-iphone   System → Person      prompt        Share Your Age Range? “Landmarks” would like to know whether you are 15 or under or 16 or over. It will learn “16 or over”, not your birthdate.

      Automatic · share
      Caption: Ann shares; the app learns the age range.
      Ann taps “Share Age Range”. The system shares the age range with the app.
        #5   2026-09-14  child-iphone   Person → System      answer        tap “Share Age Range”
        #6   2026-09-14  child-iphone   System → iCloud      sync          cached for com.example.landmarks (gates 16) until 2027-09-14; synced to the person's devices
        #7   2026-09-14  child-iphone   System → App         response      .sharing(16 or over, selfDeclared)
        #8   2026-09-14  child-iphone   App → App            flow          checking-feature → running
      expect step = running: ok
      expect learned = 16 or over: ok

    Step 2 of 2 · close
      She closes it.
        #9   2026-09-14  child-iphone   Person → App         lifecycle     close Landmarks
        #10  2026-09-14  child-iphone   App → App            flow          running → not-running
      expect step = running: FAILED, actual not-running

    Summary
      Ann's iPhone (child-iphone): not-running
      Outcome: age range 16 or over (selfDeclared) · PermissionKit: not asked
      The app learned:
        #7    2026-09-14  child-iphone   age range 16 or over (selfDeclared)
      Questions:
        none
      The system knows (the app never does):
        Today: 2026-09-14
        Birthdate: 1984-09-14 (Ann is 42; the app never learns this)
        Age Range for Apps: Ask First (set by Ann)
        Region: United States (no app-store law) (US): not regulated on 2026-09-14
        OS: iOS 26.5
        Family Sharing: not a member
        Apple Account: signed in; Not verified
        Communication limits: off
        Age-range cache: gates 16: 16 or over, declared 2026-09-14, until 2027-09-14
        iCloud key-value store: empty
        App consent: not revoked
        Assumptions: declined sharing: block until shared; declines cached: true; gates clamped to majority: true; regulated share notifies: true; law dates: the statute's dates; store dates: the statute's dates [assumption]

    Result: FAILED · 1 failure · 2 script steps, 1 automatic answer, 3 expectations, invariants checked after 3 actions
      step 2 (close, line 21): expect step: expected running, actual not-running

    """#

  static let expectedMarkdown = #"""
    # Ann shares her range

    `tiny` · A 42-year-old shares "16 or over".

    ## The world

    - **Date:** 2026-09-14 · **OS:** iOS 26.5
    - **Region:** United States (no app-store law) (US), not regulated on 2026-09-14
    - **Person:** Ann, 42 (born 1984-09-14; the system knows this, the app never does); Age Range for Apps: Ask First; not in Family Sharing
    - **Parent:** none
    - **App:** Landmarks 1.0 (first installed 1.0); gates 16; Photo sharing from 16
    - **Declared answers:** age-range-prompt: share

    ## Step 1: launch

    **Ann opens Landmarks, and the system asks her.**

    Ann opens Landmarks.

    | Device | Shows |
    |---|---|
    | Ann's iPhone | \[WAITING\] Screen "Landmarks": "Checking whether photo sharing is for your age…" Buttons: "Close Landmarks".<br>Sheet "Share Your Age Range?": "“Landmarks” would like to know whether you are 15 or under or 16 or over. It will learn “16 or over”, not your birthdate." Buttons: "Share Age Range", "Don’t Share". |
    | No parent in this family | No parent. |

    **The app learned:** nothing new.

    | # | Date | Device | From → To | Kind | Entry |
    |---|---|---|---|---|---|
    | 1 | 2026-09-14 | child-iphone | Person → App | lifecycle | open Landmarks 1.0 |
    | 2 | 2026-09-14 | child-iphone | App → App | flow | not-running → checking-feature |
    | 3 | 2026-09-14 | child-iphone | App → System | request | requestAgeRange(ageGates: 16) |
    | 4 | 2026-09-14 | child-iphone | System → Person | prompt | Share Your Age Range? “Landmarks” would like to know whether you are 15 or under or 16 or over. It will learn “16 or over”, not your birthdate. |

    ### Automatically: share

    **Ann shares; the app learns the age range.**

    Ann taps “Share Age Range”. The system shares the age range with the app.

    | Device | Shows |
    |---|---|
    | Ann's iPhone | \[RUNNING\] Screen "Landmarks": "Landmarks is ready." "Photo sharing: ON (for 16 or over). The app learned: age range 16 or over (selfDeclared)." Buttons: "Close Landmarks". |
    | No parent in this family | No parent. |

    **The app learned:** age range 16 or over (selfDeclared).

    | # | Date | Device | From → To | Kind | Entry |
    |---|---|---|---|---|---|
    | 5 | 2026-09-14 | child-iphone | Person → System | answer | tap “Share Age Range” |
    | 6 | 2026-09-14 | child-iphone | System → iCloud | sync | cached for com.example.landmarks (gates 16) until 2027-09-14; synced to the person's devices |
    | 7 | 2026-09-14 | child-iphone | System → App | response | .sharing(16 or over, selfDeclared) |
    | 8 | 2026-09-14 | child-iphone | App → App | flow | checking-feature → running |

    ## Step 2: close

    She closes it.

    | Device | Shows |
    |---|---|
    | Ann's iPhone | \[CLOSED\] Screen "Home Screen": "Landmarks is closed." Buttons: "Open Landmarks".<br>Note: "Landmarks has a cached answer until 2027-09-14, so no prompt will show." |
    | No parent in this family | No parent. |

    **The app learned:** nothing new.

    | # | Date | Device | From → To | Kind | Entry |
    |---|---|---|---|---|---|
    | 9 | 2026-09-14 | child-iphone | Person → App | lifecycle | close Landmarks |
    | 10 | 2026-09-14 | child-iphone | App → App | flow | running → not-running |

    ## Outcome

    - **Ann's iPhone:** not-running
    - age range 16 or over (selfDeclared) · PermissionKit: not asked

    ## What the app learned

    - #7 2026-09-14 on child-iphone: age range 16 or over (selfDeclared)

    ## What only the system knows

    - **Today:** 2026-09-14
    - **Birthdate:** 1984-09-14 (Ann is 42; the app never learns this)
    - **Age Range for Apps:** Ask First (set by Ann)
    - **Region:** United States (no app-store law) (US): not regulated on 2026-09-14
    - **OS:** iOS 26.5
    - **Family Sharing:** not a member
    - **Apple Account:** signed in; Not verified
    - **Communication limits:** off
    - **Age-range cache:** gates 16: 16 or over, declared 2026-09-14, until 2027-09-14
    - **iCloud key-value store:** empty
    - **App consent:** not revoked
    - **Assumptions:** declined sharing: block until shared; declines cached: true; gates clamped to majority: true; regulated share notifies: true; law dates: the statute's dates; store dates: the statute's dates \[assumption\]

    """#

  /// What `--with-checks` adds at the end of the Markdown spec.
  static let expectedChecks = #"""

    ## Checks

    ### Step 1: launch (line 17)

    - `step` is `running`: passed
    - `learned` is `16 or over`: passed

    ### Step 2: close (line 21)

    - `step` is `running`: **FAILED**, actually `not-running`

    **Result: FAILED.**

    - step 2 (close, line 21): expect step: expected running, actual not-running

    """#

  static let expectedJSON = #"""
    {
      "format": "agetui-run",
      "version": 1,
      "scenario": {
        "name": "tiny",
        "title": "Ann shares her range",
        "summary": "A 42-year-old shares \"16 or over\".",
        "file": "tiny.yaml"
      },
      "world": {
        "today": "2026-09-14",
        "os": "26.5",
        "region": "US",
        "regionName": "United States (no app-store law)",
        "person": "Ann",
        "parent": null,
        "secondDevice": null,
        "app": {
          "name": "Landmarks",
          "bundleId": "com.example.landmarks",
          "version": "1.0",
          "installedAt": "1.0",
          "gates": [16],
          "feature": "Photo sharing",
          "featureMinimumAge": 16,
          "changes": []
        }
      },
      "steps": [
        {
          "number": 1,
          "scriptStep": 1,
          "automatic": false,
          "action": "launch",
          "narration": "Ann opens Landmarks.",
          "caption": "Ann opens Landmarks, and the system asks her.",
          "rejected": null,
          "entries": [
            {
              "sequence": 1,
              "date": "2026-09-14",
              "from": "person",
              "to": "app",
              "kind": "lifecycle",
              "device": "child-iphone",
              "summary": "open Landmarks 1.0",
              "payload": {
                "version": "1.0"
              },
              "serverNotification": null
            },
            {
              "sequence": 2,
              "date": "2026-09-14",
              "from": "app",
              "to": "app",
              "kind": "flow",
              "device": "child-iphone",
              "summary": "not-running → checking-feature",
              "payload": {
                "from": "not-running",
                "to": "checking-feature"
              },
              "serverNotification": null
            },
            {
              "sequence": 3,
              "date": "2026-09-14",
              "from": "app",
              "to": "system",
              "kind": "request",
              "device": "child-iphone",
              "summary": "requestAgeRange(ageGates: 16)",
              "payload": {
                "ageGates": "16",
                "purpose": "feature"
              },
              "serverNotification": null
            },
            {
              "sequence": 4,
              "date": "2026-09-14",
              "from": "system",
              "to": "person",
              "kind": "prompt",
              "device": "child-iphone",
              "summary": "Share Your Age Range? “Landmarks” would like to know whether you are 15 or under or 16 or over. It will learn “16 or over”, not your birthdate.",
              "payload": {
                "decline": "Don’t Share",
                "message": "“Landmarks” would like to know whether you are 15 or under or 16 or over. It will learn “16 or over”, not your birthdate.",
                "share": "Share Age Range",
                "sheet": "age-range-prompt",
                "title": "Share Your Age Range?"
              },
              "serverNotification": null
            }
          ],
          "expectations": [
            {
              "key": "step",
              "expected": "running",
              "actual": "running",
              "passed": true
            },
            {
              "key": "learned",
              "expected": "16 or over",
              "actual": "16 or over",
              "passed": true
            }
          ],
          "violations": []
        },
        {
          "number": 2,
          "scriptStep": 1,
          "automatic": true,
          "action": "share",
          "narration": "Ann taps “Share Age Range”. The system shares the age range with the app.",
          "caption": "Ann shares; the app learns the age range.",
          "rejected": null,
          "entries": [
            {
              "sequence": 5,
              "date": "2026-09-14",
              "from": "person",
              "to": "system",
              "kind": "answer",
              "device": "child-iphone",
              "summary": "tap “Share Age Range”",
              "payload": {
                "answer": "share"
              },
              "serverNotification": null
            },
            {
              "sequence": 6,
              "date": "2026-09-14",
              "from": "system",
              "to": "icloud",
              "kind": "sync",
              "device": "child-iphone",
              "summary": "cached for com.example.landmarks (gates 16) until 2027-09-14; synced to the person's devices",
              "payload": {
                "declaredOn": "2026-09-14",
                "validUntil": "2027-09-14"
              },
              "serverNotification": null
            },
            {
              "sequence": 7,
              "date": "2026-09-14",
              "from": "system",
              "to": "app",
              "kind": "response",
              "device": "child-iphone",
              "summary": ".sharing(16 or over, selfDeclared)",
              "payload": {
                "activeParentalControls": "",
                "ageRangeDeclaration": "selfDeclared",
                "fromCache": "false",
                "lowerBound": "16",
                "promptShown": "true",
                "response": "sharing",
                "upperBound": "nil",
                "why": "Ask First: asked on Ann's device and shared. The app learns 16 or over, never the birthdate."
              },
              "serverNotification": null
            },
            {
              "sequence": 8,
              "date": "2026-09-14",
              "from": "app",
              "to": "app",
              "kind": "flow",
              "device": "child-iphone",
              "summary": "checking-feature → running",
              "payload": {
                "from": "checking-feature",
                "to": "running"
              },
              "serverNotification": null
            }
          ],
          "expectations": [],
          "violations": []
        },
        {
          "number": 3,
          "scriptStep": 2,
          "automatic": false,
          "action": "close",
          "narration": "She closes it.",
          "caption": "She closes it.",
          "rejected": null,
          "entries": [
            {
              "sequence": 9,
              "date": "2026-09-14",
              "from": "person",
              "to": "app",
              "kind": "lifecycle",
              "device": "child-iphone",
              "summary": "close Landmarks",
              "payload": {},
              "serverNotification": null
            },
            {
              "sequence": 10,
              "date": "2026-09-14",
              "from": "app",
              "to": "app",
              "kind": "flow",
              "device": "child-iphone",
              "summary": "running → not-running",
              "payload": {
                "from": "running",
                "to": "not-running"
              },
              "serverNotification": null
            }
          ],
          "expectations": [
            {
              "key": "step",
              "expected": "running",
              "actual": "not-running",
              "passed": false
            }
          ],
          "violations": []
        }
      ],
      "summary": {
        "passed": false,
        "failures": [
          {
            "step": 3,
            "scriptStep": 2,
            "action": "close",
            "line": 21,
            "message": "expect step: expected running, actual not-running"
          }
        ],
        "outcome": {
          "step": "not-running",
          "branch": null,
          "blockedReason": null,
          "featureEnabled": null,
          "learned": "16 or over",
          "ageRange": {
            "lowerBound": 16,
            "upperBound": null,
            "ageRangeDeclaration": "selfDeclared",
            "activeParentalControls": [],
            "text": "16 or over"
          },
          "significantUpdateApplies": null,
          "permissionKitResult": null
        },
        "devices": [
          {
            "device": "child-iphone",
            "kind": "iphone",
            "step": "not-running",
            "branch": null,
            "blockedReason": null,
            "featureEnabled": null,
            "sheet": null,
            "installedVersion": "1.0",
            "handledChanges": [],
            "notifications": []
          }
        ],
        "learned": [
          {
            "sequence": 7,
            "date": "2026-09-14",
            "device": "child-iphone",
            "kind": "ageRange",
            "summary": "age range 16 or over (selfDeclared)",
            "ageRange": {
              "lowerBound": 16,
              "upperBound": null,
              "ageRangeDeclaration": "selfDeclared",
              "activeParentalControls": [],
              "text": "16 or over"
            }
          }
        ],
        "questions": [],
        "parentNotifications": [],
        "system": [
          {
            "label": "Today",
            "value": "2026-09-14"
          },
          {
            "label": "Birthdate",
            "value": "1984-09-14 (Ann is 42; the app never learns this)"
          },
          {
            "label": "Age Range for Apps",
            "value": "Ask First (set by Ann)"
          },
          {
            "label": "Region",
            "value": "United States (no app-store law) (US): not regulated on 2026-09-14"
          },
          {
            "label": "OS",
            "value": "iOS 26.5"
          },
          {
            "label": "Family Sharing",
            "value": "not a member"
          },
          {
            "label": "Apple Account",
            "value": "signed in; Not verified"
          },
          {
            "label": "Communication limits",
            "value": "off"
          },
          {
            "label": "Age-range cache",
            "value": "gates 16: 16 or over, declared 2026-09-14, until 2027-09-14"
          },
          {
            "label": "iCloud key-value store",
            "value": "empty"
          },
          {
            "label": "App consent",
            "value": "not revoked"
          },
          {
            "label": "Assumptions",
            "value": "declined sharing: block until shared; declines cached: true; gates clamped to majority: true; regulated share notifies: true; law dates: the statute's dates; store dates: the statute's dates [assumption]"
          }
        ]
      }
    }

    """#
}
