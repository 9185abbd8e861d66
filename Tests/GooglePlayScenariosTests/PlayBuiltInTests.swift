import AppleScenarios
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Scenarios
import Stores
import Testing

/// The Google Play built-ins: every one passes on Play (and on Apple when it runs there too),
/// and two are pinned entry by entry (reference §8.3: Play asks the parent, the app polls;
/// 0.0.3's `userStatus` in §6.3).
@Suite("Play built-ins")
struct PlayBuiltInTests {
  /// The built-ins with a Google part, derived from the data.
  static let names = ScenarioLibrary.all.filter { $0.play != nil }.map(\.name)

  static let installID = AgeSignalsQuery.exampleInstallID
  static let opening = [
    "2026-09-14 developer→play setting: Play Console: declare video-calling, effective 2026-09-14",
    "2026-09-14 play→parent notification: Family Link asks the parent to approve changes to "
      + "Landmarks: This update adds video calling.",
    "2026-09-14 child→app lifecycle: open Landmarks",
    "2026-09-14 app→app flow: not-running → checking-regulation",
    "2026-09-14 play→app response: no regulatory-check call on Play; Texas's app-store law: "
      + "significant changes need the parent's approval [I]",
    "2026-09-14 app→app flow: checking-regulation → requesting-age-range",
  ]
  static let waits = [
    "2026-09-14 app→app flow: requesting-age-range → needs-parental-approval",
    "2026-09-14 app→app flow: needs-parental-approval → waiting-for-parent",
  ]

  static func lines(_ run: PlayRun) -> [String] {
    run.final.trace.map {
      "\($0.date) \($0.from.rawValue)→\($0.to.rawValue) \($0.kind.rawValue): \($0.summary)"
    }
  }

  @Test("the Google built-ins are the ones the brief names, each on its platforms")
  func builtInNames() throws {
    expectNoDifference(
      Self.names,
      [
        "texas-teen-both-stores", "play-change-approved", "play-change-declined",
        "play-change-pending-past-effective-date", "play-revoked-approval",
        "play-verification-required", "play-brazil", "play-sdk-003", "play-ask-before-sharing",
        "new-year-2027", "texas-teen-three-stores",
      ])
    let newYear = try #require(ScenarioLibrary.named("new-year-2027"))
    expectNoDifference(newYear.platforms, [.apple, .googlePlay])
    let both = try #require(ScenarioLibrary.named("texas-teen-both-stores"))
    expectNoDifference(both.platforms, [.apple, .googlePlay])
    expectNoDifference(
      both.script.map(\.moment),
      [
        .age, .significantChange, .significantChange,
        .significantChange, .revocation,
      ])
    expectNoDifference(
      both.play?.steps.map(\.moment),
      [
        .significantChange, .age, .significantChange,
        .significantChange, .revocation,
      ])
  }

  @Test("every Google built-in passes on Play, and on Apple where it runs there", arguments: names)
  func passes(_ name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = try #require(PlayScenarioRunner.run(scenario))
    expectNoDifference(run.failures, [])
    #expect(run.expectationCount > 0)
    if scenario.platforms.contains(.apple) {
      expectNoDifference(AppleScenarioRunner.run(scenario).failures, [])
    } else {
      expectNoDifference(scenario.script, [])
    }
  }

  @Test("play-change-declined: the whole trace (§8.3: Play asks, the app polls DECLINED)")
  func declinedTrace() throws {
    let scenario = try #require(ScenarioLibrary.named("play-change-declined"))
    let run = try #require(PlayScenarioRunner.run(scenario))
    let signals = { (status: String) in
      "2026-09-14 play→app response: ageLower = 13, ageUpper = 15, ageRangeSource = TIER_B, "
        + "significantChangeStatus = \(status), significantChangeApprovalDate = null, "
        + "installId = \(Self.installID)"
    }
    expectNoDifference(
      Self.lines(run),
      Self.opening + [
        "2026-09-14 app→play request: requestAgeSignalsAccess()",
        "2026-09-14 play→app response: ageSignalsStatus = SHARED",
        "2026-09-14 app→play request: checkAgeSignals()",
        signals("PENDING"),
      ] + Self.waits + [
        "2026-09-14 parent→play answer: Family Link: Decline",
        "2026-09-14 app→play request: checkAgeSignals()",
        signals("DECLINED"),
        "2026-09-14 app→app flow: waiting-for-parent → blocked",
      ])
    expectNoDifference(run.final.statuses, ["video-calling": .declined])
  }

  @Test("play-sdk-003: the whole trace (§6.3: checkAgeSignals alone, userStatus)")
  func sdk003Trace() throws {
    let scenario = try #require(ScenarioLibrary.named("play-sdk-003"))
    let run = try #require(PlayScenarioRunner.run(scenario))
    let signals = { (status: String, date: String) in
      "2026-09-14 play→app response: userStatus = \(status), ageLower = 13, ageUpper = 15, "
        + "mostRecentApprovalDate = \(date), installId = \(Self.installID)"
    }
    expectNoDifference(
      Self.lines(run),
      Self.opening + [
        "2026-09-14 app→play request: checkAgeSignals()",
        signals("SUPERVISED_APPROVAL_PENDING", "null"),
      ] + Self.waits + [
        "2026-09-14 parent→play answer: Family Link: Approve",
        "2026-09-14 app→play request: checkAgeSignals()",
        signals("SUPERVISED", "2026-09-14"),
        "2026-09-14 app→app flow: waiting-for-parent → checking-feature",
        "2026-09-14 app→app setting: stored as handled: video-calling",
        "2026-09-14 app→play request: checkAgeSignals()",
        signals("SUPERVISED", "2026-09-14"),
        "2026-09-14 app→app flow: checking-feature → running",
      ])
    expectNoDifference(
      run.final.flows[.childPhone]?.step, .running(featureEnabled: false, after: .minor))
  }
}
