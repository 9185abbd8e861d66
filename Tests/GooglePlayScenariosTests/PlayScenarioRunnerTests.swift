import AppleScenarios
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Stores
import Testing

@testable import Scenarios
@testable import TestSupport

/// `PlayScenarioRunner` over scenarios built in code: the Texas teen of reference §8.3 (SHARED;
/// 13–15, TIER_B; Play asks the parent; PENDING → APPROVED), a failing expectation and an
/// unexpected refusal.
@Suite("Play scenario runner")
struct PlayScenarioRunnerTests {
  static func day(_ text: String) -> SimDate { PlayFixtures.day(text) }

  static let app = PlayFixtures.app

  /// Sofia, 14, supervised in Texas on 2026-07-01.
  static let world = PlayWorld(
    today: day("2026-07-01"),
    child: PlayChild(birthdate: day("2012-03-10"), isSupervised: true, region: "US-TX"),
    app: PlayApp(config: app))

  static func scenario(_ steps: [PlayScriptStep]) throws -> Scenario {
    var scenario = try #require(ScenarioLibrary.named("texas-teen"))
    scenario.apple = nil
    scenario.platforms = [.googlePlay]
    scenario.play = PlayScript(world: world, steps: steps)
    return scenario
  }

  static let teenSteps: [PlayScriptStep] = [
    PlayScriptStep(
      action: .declareChange(
        id: "video-calling", description: "Adds video calling.", effective: day("2026-07-10")),
      text: "declare-change video-calling 2026-07-10", moment: .significantChange,
      expectation: PlayExpectation(pendingRequest: false)),
    PlayScriptStep(
      action: .advanceClock(days: 9), text: "wait 9 days",
      expectation: PlayExpectation(
        sheets: [ExpectedOnDevice(device: .parentPhone, value: .familyLinkRequest)],
        pendingRequest: true)),
    PlayScriptStep(
      action: .launch(.childPhone), text: "launch", narration: "Sofia opens the app.",
      moment: .age,
      expectation: PlayExpectation(
        steps: [ExpectedDeviceStep(device: .childPhone, step: .waitingForParent)],
        status: .access(.shared), ageRange: .value(AgeRange(lowerBound: 13, upperBound: 15)),
        source: .value(.tierB), changeStatus: .value(.pending), approvalDate: .null,
        traceContains: ["requestAgeSignalsAccess()"])),
    PlayScriptStep(
      action: .parentAnswers(from: .parentPhone, approve: true), text: "parent approve",
      moment: .significantChange,
      expectation: PlayExpectation(changeStatus: .value(.pending), pendingRequest: false)),
    PlayScriptStep(
      action: .checkAgain(.childPhone), text: "check-again", moment: .significantChange,
      expectation: PlayExpectation(
        steps: [ExpectedDeviceStep(device: .childPhone, step: .running)],
        changeStatus: .value(.approved), approvalDate: .value(day("2026-07-10")))),
    PlayScriptStep(
      action: .revoke(from: .parentPhone), text: "revoke", moment: .revocation,
      expectation: PlayExpectation(revoked: true, rejection: .rejected(false))),
  ]

  @Test("the Texas teen: every step's results, the run passes")
  func texasTeen() throws {
    let run = try #require(PlayScenarioRunner.run(try Self.scenario(Self.teenSteps)))
    expectNoDifference(run.failures, [])
    #expect(run.passed)
    expectNoDifference(run.steps.map(\.actionText), Self.teenSteps.map(\.text))
    expectNoDifference(
      run.steps.map(\.moment),
      [
        .significantChange, nil, .age, .significantChange,
        .significantChange, .revocation,
      ])
    expectNoDifference(run.steps.map(\.caption), ["", "", "Sofia opens the app.", "", "", ""])
    expectNoDifference(
      run.steps[2].expectations,
      [
        ExpectationResult(
          key: "step", expected: "waiting-for-parent", actual: "waiting-for-parent", passed: true),
        ExpectationResult(key: "status", expected: "SHARED", actual: "SHARED", passed: true),
        ExpectationResult(key: "age-range", expected: "13–15", actual: "13–15", passed: true),
        ExpectationResult(key: "source", expected: "TIER_B", actual: "TIER_B", passed: true),
        ExpectationResult(
          key: "change-status", expected: "PENDING", actual: "PENDING", passed: true),
        ExpectationResult(key: "approval-date", expected: "null", actual: "null", passed: true),
        ExpectationResult(
          key: "trace-contains", expected: "requestAgeSignalsAccess()",
          actual: "requestAgeSignalsAccess()", passed: true),
      ])
    expectNoDifference(run.final.revocations.map(\.installID), [AgeSignalsQuery.exampleInstallID])
    expectNoDifference(run.final, run.steps.last?.world)
    expectNoDifference(run.initial, Self.world)
    expectNoDifference(run.expectationCount, 17)
  }

  @Test("a failed expectation and an unexpected refusal are failures with their lines")
  func failures() throws {
    var steps = Array(Self.teenSteps.prefix(3))
    steps[2].expectation = PlayExpectation(status: .access(.notShared))
    steps[2].line = 30
    steps.append(
      PlayScriptStep(
        action: .parentAnswers(from: .childPhone, approve: true), text: "parent approve",
        line: 34))
    let run = try #require(PlayScenarioRunner.run(try Self.scenario(steps)))
    expectNoDifference(
      run.failures.map(\.description),
      [
        "step 3 (launch, line 30): expect status: expected NOT_SHARED, actual SHARED",
        "step 4 (parent approve, line 34): expect refused: expected accepted, actual refused: "
          + "only the parent answers in Family Link, on parent-phone, not child-android",
      ])
    #expect(!run.passed)
    expectNoDifference(run.steps[3].refusal, .notTheParent(.childPhone))
  }

  @Test("step by step: the runner stops at the end, and an Apple-only scenario has no Play run")
  func stepping() throws {
    var runner = try #require(PlayScenarioRunner(scenario: try Self.scenario(Self.teenSteps)))
    expectNoDifference(runner.playNextStep()?.number, 1)
    #expect(!runner.isFinished)
    runner.playToEnd()
    #expect(runner.isFinished)
    expectNoDifference(runner.playNextStep(), nil)
    expectNoDifference(runner.steps.count, 6)
    let apple = try #require(ScenarioLibrary.named("texas-teen"))
    expectNoDifference(PlayScenarioRunner.run(apple), nil)
    expectNoDifference(apple.platforms, [.apple])
  }
}
