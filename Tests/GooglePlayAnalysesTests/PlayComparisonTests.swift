import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import GooglePlayAnalyses
import Reports
import Scenarios
import Stores
import Testing

/// Google Play's side of `agetui compare` (issue 26): a Google built-in's Play script replayed
/// once per sharing setting, region or SDK version, rendered whole in each format. Expected
/// values read from the reference: Brazil answers declared ages only (§6.3, §8.1), 0.0.3
/// answers `userStatus` and `mostRecentApprovalDate` (§6.1), Texas's app-store law shows no
/// prompt and requires a verified or supervised age (§8.3).
@Suite("Compare on Google Play")
struct PlayComparisonTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var dimension: CompareDimension
    var values: [String]?
    var step: CompareStep
    var format: ReportFormat
    var expected: String
    var testDescription: String
  }

  static let cases: [Case] = [
    Case(
      name: "play-brazil", dimension: .sdk, values: nil, step: .number(1), format: .text,
      expected: #"""
        play-brazil compared by SDK version on Google Play, after walkthrough step 1 of 1 (launch): Google
        Play in Brazil, declared or unknown ages only
        Each column replays the scenario's Google Play script from its start with only the SDK version
        changed; the rest is the scenario's own (★ SDK 0.0.4). ≠ marks a cell that differs from the first
        column (SDK 0.0.4).

        SDK 0.0.4 ★                                        SDK 0.0.3
        ─────────────────────────────────────────────────  ─────────────────────────────────────────────────

        On screen now
        Landmarks                                          Landmarks
        Photo sharing (16+): off                           Photo sharing (16+): off

        The person saw
        no prompt, sheet or notification                   no prompt, sheet or notification

        The app received
        ageSignalsStatus = SHARED                          ≠ userStatus = DECLARED
        ageLower = 13                                      ageLower = 13
        ageUpper = 15                                      ageUpper = 15
        ageRangeSource = TIER_A                            mostRecentApprovalDate = null
        significantChangeStatus = null
        significantChangeApprovalDate = null

        Flow step
        running (feature off), branch nothing-pending      running (feature off), branch nothing-pending

        Family Link
        not supervised: no Family Link                     not supervised: no Family Link

        1 cell differs from SDK 0.0.4, in: The app received.

        """#,
      testDescription: "by SDK version, text: 0.0.3's userStatus against 0.0.4's fields"),
    Case(
      name: "play-brazil", dimension: .sdk, values: nil, step: .number(1), format: .markdown,
      expected: #"""
        # play-brazil compared by SDK version on Google Play

        Google Play in Brazil, declared or unknown ages only, after walkthrough step 1 of 1 (launch).

        Each column replays the scenario's Google Play script from its start with only the SDK version changed; the rest is the scenario's own (★ SDK 0.0.4). ≠ marks a cell that differs from the first column (SDK 0.0.4).

        | | SDK 0.0.4 ★ | SDK 0.0.3 |
        |---|---|---|
        | **On screen now** | Landmarks<br>Photo sharing (16+): off | Landmarks<br>Photo sharing (16+): off |
        | **The person saw** | no prompt, sheet or notification | no prompt, sheet or notification |
        | **The app received** | ageSignalsStatus = SHARED<br>ageLower = 13<br>ageUpper = 15<br>ageRangeSource = TIER_A<br>significantChangeStatus = null<br>significantChangeApprovalDate = null | ≠ userStatus = DECLARED<br>ageLower = 13<br>ageUpper = 15<br>mostRecentApprovalDate = null |
        | **Flow step** | running (feature off), branch nothing-pending | running (feature off), branch nothing-pending |
        | **Family Link** | not supervised: no Family Link | not supervised: no Family Link |

        1 cell differs from SDK 0.0.4, in: The app received.

        """#,
      testDescription: "by SDK version, Markdown"),
    Case(
      name: "play-brazil", dimension: .mode, values: ["always-share", "never-share"],
      step: .number(1), format: .json,
      expected: #"""
        {
          "format": "agetui-compare-google-play",
          "version": 1,
          "scenario": "play-brazil",
          "title": "Google Play in Brazil, declared or unknown ages only",
          "dimension": "mode",
          "step": 1,
          "steps": 1,
          "stepAction": "launch",
          "stepReason": null,
          "aspects": [
            {
              "id": "screen",
              "title": "On screen now"
            },
            {
              "id": "saw",
              "title": "The person saw"
            },
            {
              "id": "received",
              "title": "The app received"
            },
            {
              "id": "flow",
              "title": "Flow step"
            },
            {
              "id": "familyLink",
              "title": "Family Link"
            }
          ],
          "columns": [
            {
              "value": "always-share",
              "label": "Always share",
              "scenarioValue": true,
              "cells": {
                "screen": {
                  "lines": ["Landmarks", "Photo sharing (16+): off"],
                  "differs": false
                },
                "saw": {
                  "lines": ["no prompt, sheet or notification"],
                  "differs": false
                },
                "received": {
                  "lines": ["ageSignalsStatus = SHARED", "ageLower = 13", "ageUpper = 15", "ageRangeSource = TIER_A", "significantChangeStatus = null", "significantChangeApprovalDate = null"],
                  "differs": false
                },
                "flow": {
                  "lines": ["running (feature off), branch nothing-pending"],
                  "differs": false
                },
                "familyLink": {
                  "lines": ["not supervised: no Family Link"],
                  "differs": false
                }
              }
            },
            {
              "value": "never-share",
              "label": "Never share",
              "scenarioValue": false,
              "cells": {
                "screen": {
                  "lines": ["Landmarks", "Photo sharing (16+): off"],
                  "differs": false
                },
                "saw": {
                  "lines": ["no prompt, sheet or notification"],
                  "differs": false
                },
                "received": {
                  "lines": ["ageSignalsStatus = NOT_SHARED"],
                  "differs": true
                },
                "flow": {
                  "lines": ["running (feature off), branch nothing-pending"],
                  "differs": false
                },
                "familyLink": {
                  "lines": ["not supervised: no Family Link"],
                  "differs": false
                }
              }
            }
          ],
          "differingCells": 1,
          "differingAspects": ["received"]
        }

        """#,
      testDescription: "by sharing setting, JSON"),
    Case(
      name: "play-verification-required", dimension: .region, values: ["US-TX", "US"],
      step: .firstDifference, format: .text,
      expected: #"""
        play-verification-required compared by region on Google Play, after walkthrough step 1 of 4
        (launch): Google Play, an unverified adult in Texas gets VERIFICATION_REQUIRED
        Compared at step 1 of 4 (launch), the first at which the region changes what the columns show; --at
        last compares the end, --at N any step.
        Each column replays the scenario's Google Play script from its start with only the region changed;
        the rest is the scenario's own (★ US-TX Texas). ≠ marks a cell that differs from the first column
        (US-TX Texas). Play's dates: Texas binds accounts created after 2026-05-28, Utah from 2027-05-06,
        Louisiana from 2027-07-01, Alabama from 2027-01-01 (Google: to be determined; the statute's dates
        assumed [I]), California from 2027-01-01, Brazil's declared-or-unknown answers from 2026-03-17
        (reference §8.1, §9.1); every account counts as new [I].

        US-TX Texas ★                                      US United States (no app-store law)
        ─────────────────────────────────────────────────  ─────────────────────────────────────────────────

        On screen now
        Landmarks                                          ≠ Google Play asks
        Photo sharing (16+): off                           sheet: Share your age range with Landmarks?

        The person saw
        no prompt, sheet or notification                   ≠ Play asks: share your age range with Landmarks?

        The app received
        ageSignalsStatus = VERIFICATION_REQUIRED           ≠ no answer yet

        Flow step
        running (feature off), branch nothing-pending      ≠ checking-feature, branch nothing-pending

        Family Link
        not supervised: no Family Link                     not supervised: no Family Link

        4 cells differ from US-TX Texas, in: On screen now, The person saw, The app received, Flow step.

        """#,
      testDescription: "by region, text, at the first step that differs"),
    Case(
      name: "play-change-declined", dimension: .mode, values: nil, step: .firstDifference,
      format: .text,
      expected: #"""
        play-change-declined compared by sharing mode on Google Play, after walkthrough step 4 of 4
        (check-again): Google Play, a significant change Carlos declines in Family Link
        Compared at the last step, 4 of 4: the sharing mode changes what the columns show at no step; --at N
        compares any step.
        Each column replays the scenario's Google Play script from its start with only the sharing mode
        changed; the rest is the scenario's own (★ Ask before sharing). ≠ marks a cell that differs from the
        first column (Ask before sharing).

        Ask before sharing ★              Always share                      Never share
        ────────────────────────────────  ────────────────────────────────  ────────────────────────────────

        On screen now
        New features blocked              New features blocked              New features blocked
        Your parent declined this         Your parent declined this         Your parent declined this
        update.                           update.                           update.

        The person saw
        no prompt, sheet or notification  no prompt, sheet or notification  no prompt, sheet or notification

        The app received
        ageSignalsStatus = SHARED         ageSignalsStatus = SHARED         ageSignalsStatus = SHARED
        ageLower = 13                     ageLower = 13                     ageLower = 13
        ageUpper = 15                     ageUpper = 15                     ageUpper = 15
        ageRangeSource = TIER_B           ageRangeSource = TIER_B           ageRangeSource = TIER_B
        significantChangeStatus =         significantChangeStatus =         significantChangeStatus =
          DECLINED                          DECLINED                          DECLINED
        significantChangeApprovalDate =   significantChangeApprovalDate =   significantChangeApprovalDate =
          null                              null                              null

        Flow step
        blocked (parent-declined),        blocked (parent-declined),        blocked (parent-declined),
        branch minor                      branch minor                      branch minor

        Family Link
        #1 declined: video-calling        #1 declined: video-calling        #1 declined: video-calling

        No cell differs: Texas's app-store law decides what Play shares, with no in-app prompt, whatever the
        sharing setting.

        """#,
      testDescription: "by sharing setting where Texas's law decides: no cell differs"),
  ]

  @Test("a Google built-in compared on Play's side, whole output", arguments: cases)
  func rendered(_ test: Case) throws {
    let scenario = try #require(ScenarioLibrary.named(test.name))
    let comparison = try Comparison(
      scenario: scenario, by: test.dimension, values: test.values, at: test.step)
    expectNoDifference(comparison.platform, .googlePlay)
    expectNoDifference(comparison.rendered(test.format), test.expected)
  }

  @Test(
    "the side compared: Apple's unless the scenario is Google-only or --store says",
    arguments: [
      ("play-brazil", nil, ScenarioPlatform.googlePlay, PlayCompareSide.aspects),
      ("texas-teen-both-stores", nil, .apple, AppleCompareSide.aspects),
      ("texas-teen-both-stores", .googlePlay, .googlePlay, PlayCompareSide.aspects),
      ("texas-teen", .apple, .apple, AppleCompareSide.aspects),
    ] as [(String, ScenarioPlatform?, ScenarioPlatform, [CompareAspect])])
  func side(
    name: String, platform: ScenarioPlatform?, expected: ScenarioPlatform,
    aspects: [CompareAspect]
  ) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let comparison = try Comparison(scenario: scenario, by: .mode, at: 1, platform: platform)
    expectNoDifference(comparison.platform, expected)
    expectNoDifference(CompareAspect.all(on: expected), aspects)
    expectNoDifference(comparison.aspects, aspects.filter { $0 != .refused })
  }

  @Test("Tab's order on each side")
  func tabOrder() {
    expectNoDifference(
      CompareDimension.all(on: .apple).map { $0.next(on: .apple) }, [.region, .os, .mode])
    expectNoDifference(
      CompareDimension.all(on: .googlePlay).map { $0.next(on: .googlePlay) },
      [.region, .sdk, .mode])
    expectNoDifference(CompareDimension.mode.next(on: .apple), .region)
    expectNoDifference(CompareDimension.os.next(on: .apple), .mode)
  }
}
