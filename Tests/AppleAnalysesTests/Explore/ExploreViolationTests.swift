import CustomDump
import FlowEngine
import Reports
import Scenarios
import TestSupport
import Testing

@testable import Analyses
@testable import AppleAnalyses

/// A broken invariant: every failing path is recorded, the report names the rule, and the
/// reproduction search finds the shortest sequence from the failing world. The engine keeps
/// its invariants, so these tests inject a check that calls a parent's refusal or a
/// revocation a breach.
@Suite("Explore: invariant violations and their shortest reproduction")
struct ExploreViolationTests {
  /// Breaks `declined-or-expired-never-unblocks` whenever the app becomes blocked because a
  /// parent declined or revoked consent.
  static let blockedByParent: AppleExplorer.Check = { before, _, step in
    let after = step.simulation.step(on: .childPhone)
    guard after != before.step(on: .childPhone) else { return [] }
    switch after {
    case .blocked(.parentDeclined), .blocked(.consentRevoked):
      return [
        InvariantViolation(rule: .declinedOrExpiredNeverUnblocks, detail: "blocked: \(after.name)")
      ]
    case _:
      // Every other step is fine for this injected rule.
      return []
    }
  }

  /// The Texas teen whose parent declines: one case.
  static func texasTeenDeclined() throws -> AppleExploreSpace {
    AppleExploreSpace(
      app: try ExploreFixtures.app(), regionCodes: ["US-TX"], sharingModes: [.askFirst],
      ages: [14], families: [true], verifications: [.none], signedIn: [true],
      osVersions: [.v26dot5], promptAnswers: [.share], parentAnswers: [.decline])
  }

  @Test("the sweep records the failing path; the search finds revoke-consent, launch")
  func shortestReproduction() throws {
    let explorer = AppleExplorer(space: try Self.texasTeenDeclined(), check: Self.blockedByParent)
    let result = explorer.run()
    let setting = AppleExploreSetting(
      regionCode: "US-TX", sharingMode: .askFirst, age: 14, isInFamily: true,
      verification: .none, isSignedIn: true, os: .v26dot5)
    expectNoDifference(
      result.failures,
      [
        AppleExploreFailure(
          violation: InvariantViolation(
            rule: .declinedOrExpiredNeverUnblocks, detail: "blocked: blocked"),
          setting: setting,
          path: [
            .launchApp(.childPhone), .tapAskParent(.childPhone), .sendQuestion(.childPhone),
            .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "decline"),
          ], caseIndices: [0])
      ])
    expectNoDifference(result.violationCounts, [0: 1])
    expectNoDifference(result.failingCaseCount, 1)
    let reproductions = explorer.reproductions(of: result)
    // The parent's refusal takes four actions; revoking consent before the first launch
    // blocks the app in two, and nothing blocks it in one.
    expectNoDifference(
      reproductions,
      [
        AppleExploreReproduction(
          violation: InvariantViolation(
            rule: .declinedOrExpiredNeverUnblocks, detail: "blocked: blocked"),
          setting: setting, actions: [.revokeConsent, .launchApp(.childPhone)],
          isShortest: true, searchedStates: 85, caseCount: 1)
      ])
    // 81: the world's start, every state one action away, and those two actions away that the
    // search met before revoke-consent, launch (it follows the screens' order of choices; the
    // account's creation date and the law-dates reading add Settings choices, §8.1).
  }

  @Test("a rule met only at the end of the sweep's path: the path itself, proven shortest")
  func pathIsShortest() throws {
    let declined: AppleExplorer.Check = { before, action, _ in
      guard case .answerQuestion(_, let id, "decline") = action,
        before.askCenter.question(id: id)?.state == .pending
      else { return [] }
      return [InvariantViolation(rule: .onlyParentAnswers, detail: "declined #\(id)")]
    }
    let explorer = AppleExplorer(space: try Self.texasTeenDeclined(), check: declined)
    let result = explorer.run()
    let reproductions = explorer.reproductions(of: result)
    expectNoDifference(reproductions.count, 1)
    expectNoDifference(
      reproductions.first?.actions,
      [
        .launchApp(.childPhone), .tapAskParent(.childPhone), .sendQuestion(.childPhone),
        .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "decline"),
      ])
    expectNoDifference(reproductions.first?.isShortest, true)
    expectNoDifference(reproductions.first?.violation.detail, "declined #1")
  }

  @Test("a search that runs out of budget says so and keeps the sweep's path")
  func budget() throws {
    let explorer = AppleExplorer(space: try Self.texasTeenDeclined(), check: Self.blockedByParent)
    let result = explorer.run()
    let failure = try #require(result.failures.first)
    let reproduction = explorer.shortestReproduction(of: failure, budget: 3)
    expectNoDifference(reproduction.actions, failure.path)
    expectNoDifference(reproduction.isShortest, false)
    expectNoDifference(reproduction.searchedStates, 3)
  }

  @Test("the text report ends with the rule, the world and the numbered actions")
  func reportText() throws {
    let explorer = AppleExplorer(space: try Self.texasTeenDeclined(), check: Self.blockedByParent)
    let result = explorer.run()
    let report = AppleExploreReport(
      result: result, reproductions: explorer.reproductions(of: result))
    expectNoDifference(report.passed, false)
    let text = report.rendered(.text)
    let tail = text.components(separatedBy: "\n").suffix(8)
    expectNoDifference(
      Array(tail),
      [
        "Invariant violations:",
        "  declined-or-expired-never-unblocks: broken in 1 case",
        "    in region US-TX · mode ask-first · age 14 · family yes · verification none · "
          + "signed-in yes · os 26.5",
        "    shortest reproduction, 2 actions:",
        "      1. revoke-consent",
        "      2. launch",
        "    blocked: blocked",
        "",
      ])
    #expect(
      text.contains(
        "checked after every action: BROKEN in 1 case; see the end."))
  }
}
