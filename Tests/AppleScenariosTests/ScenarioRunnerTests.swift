import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Stores
import Testing

@testable import Scenarios
@testable import TestSupport

/// The runner: declared answers as automatic steps, expectations with expected and actual,
/// refused actions, stepping one script step at a time.
@Suite("Scenario runner")
struct ScenarioRunnerTests {
  /// A Texas teen with a pending change; `answers` and `script` are filled in per test.
  private static func texas(answers: String = "", script: String) -> String {
    """
    name: runner-test
    title: Runner test
    summary: A Texas teen.
    world:
      today: 2026-09-14
      region: US-TX
      person: {name: Sofia, age: 14, communication-limits: true}
      parent: Carlos
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [13, 16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "2.0"
        changes:
          - {id: video-calling, version: "2.0", description: This update adds video calling.}
    \(answers)
    script:
    \(script)
    """
  }

  private static func run(_ text: String) throws -> AppleRun {
    AppleScenarioRunner.run(try ScenarioFixtures.load(text))
  }

  @Test("declared answers play as automatic steps, each with its own narration")
  func automaticSteps() throws {
    let run = try Self.run(
      Self.texas(
        answers: "answers: {ask-parent: yes, parent: approve}",
        script: "  - do: launch\n    expect: {step: running}"))
    expectNoDifference(
      run.steps.map { "\($0.number) \($0.scriptStep) \($0.isAutomatic) \($0.actionText)" },
      [
        "1 1 false launch", "2 1 true ask-parent", "3 1 true send",
        "4 1 true parent: approve (question #1)",
      ])
    expectNoDifference(
      run.steps.map(\.narration),
      [
        "",
        "Sofia taps Ask Parent. Messages opens a question to Carlos.",
        "Sofia taps Send. The question arrives in Messages on Carlos's iPhone, with a notification.",
        "Carlos taps “Approve” on Sofia's question in Messages (question #1).",
      ])
    expectNoDifference(
      run.steps[0].expectations,
      [
        ExpectationResult(key: "step", expected: "running", actual: "running", passed: true)
      ])
    #expect(run.steps.dropFirst().allSatisfy { $0.expectations.isEmpty })
    #expect(run.passed)
  }

  @Test("a failed expectation names the step and shows expected and actual")
  func failedExpectation() throws {
    let run = try Self.run(
      Self.texas(
        script: """
            - do: launch
              expect: {step: running, learned: 16–17, sheet: none, question: none}
          """))
    expectNoDifference(
      run.steps[0].expectations,
      [
        ExpectationResult(
          key: "step", expected: "running", actual: "needs-parental-approval", passed: false),
        ExpectationResult(key: "learned", expected: "16–17", actual: "13–15", passed: false),
        ExpectationResult(key: "question", expected: "none", actual: "none", passed: true),
        ExpectationResult(key: "sheet", expected: "none", actual: "none", passed: true),
      ])
    expectNoDifference(
      run.failures.map(\.description),
      [
        "step 1 (launch, line 19): expect step: expected running, actual needs-parental-approval",
        "step 1 (launch, line 19): expect learned: expected 16–17, actual 13–15",
      ])
    #expect(!run.passed)
  }

  @Test("a refused action fails its step unless the step expects the refusal")
  func refusals() throws {
    let run = try Self.run(
      Self.texas(
        script: """
            - do: send
            - do: send
              expect: {rejected: true}
            - do: send
              expect: {rejected: No Messages compose sheet}
            - do: send
              expect: {rejected: something else}
            - do: launch
              expect: {rejected: false}
          """))
    expectNoDifference(
      run.failures.map(\.description),
      [
        "step 1 (send, line 19): expect rejected: expected accepted, actual refused: No Messages "
          + "compose sheet is showing.",
        "step 4 (send, line 24): expect rejected: expected refused, with a reason containing "
          + "“something else”, actual refused: No Messages compose sheet is showing.",
      ])
    expectNoDifference(
      run.steps.map { $0.refusal?.text },
      [
        "No Messages compose sheet is showing.", "No Messages compose sheet is showing.",
        "No Messages compose sheet is showing.", "No Messages compose sheet is showing.", nil,
      ])
  }

  @Test("`parent:` answers the latest pending question; an expired one is refused")
  func parentAnswersLatest() throws {
    let run = try Self.run(
      Self.texas(
        answers: "answers: {ask-parent: yes}",
        script: """
            - do: launch
            - do: {clock: +8 days}
              expect: {blocked-reason: question-expired}
            - do: ask-parent
              expect: {step: waiting-for-parent}
            - do: {parent: approve}
              expect: {step: running}
            - do: {parent: {choice: approve, question: 1}}
              expect: {rejected: "Question #1 is expired and can no longer be answered."}
          """))
    expectNoDifference(run.failures, [])
    expectNoDifference(
      run.steps.map(\.action).suffix(2),
      [
        .answerQuestion(from: .parentPhone, questionID: 2, choiceID: "approve"),
        .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "approve"),
      ])
    expectNoDifference(run.final.askCenter.questions.map(\.state.name), ["expired", "answered"])
  }

  @Test("a declared choice the question does not offer is left for the script")
  func choiceNotOffered() throws {
    let run = try Self.run(
      Self.texas(
        answers:
          "answers: {ask-parent: yes, parent: {significant-update: never, communication: approve-day}}",
        script: """
            - do: launch
              expect: {step: waiting-for-parent, question: pending}
            - do: {parent: approve-hour}
              expect: {rejected: has no choice}
            - do: {parent: approve}
              expect: {step: running}
            - do: {ask-to-communicate: "+1 555 0100"}
              expect: {question: answered, parent-answer: approve-day}
          """))
    expectNoDifference(run.failures, [])
    expectNoDifference(
      run.steps.filter(\.isAutomatic).map(\.actionText),
      [
        "ask-parent", "send", "send", "parent: approve-day (question #2)",
      ])
  }

  @Test("an assumptions change keeps the assumptions it does not name")
  func assumptionsPatch() throws {
    let run = try Self.run(
      Self.texas(script: "  - do: {assumptions: {caches-declines: false}}"))
    expectNoDifference(
      run.final.world.assumptions,
      Assumptions(
        declinedSharing: .block, cachesDeclines: false, clampsGatesToMajority: true,
        notifiesOnRegulatedShare: true))
  }

  @Test("stepping plays one script step and its automatic answers at a time")
  func stepping() throws {
    let scenario = try ScenarioFixtures.load(
      Self.texas(
        answers: "answers: {ask-parent: yes}",
        script: "  - do: launch\n  - do: {parent: approve}"))
    var runner = AppleScenarioRunner(scenario: scenario)
    #expect(!runner.isFinished)
    expectNoDifference(runner.playNextStep().map(\.actionText), ["launch", "ask-parent", "send"])
    expectNoDifference(runner.simulation.step(on: .childPhone).name, "waiting-for-parent")
    expectNoDifference(runner.playNextStep().map(\.actionText), ["parent: approve"])
    #expect(runner.isFinished)
    expectNoDifference(runner.playNextStep(), [])
    expectNoDifference(runner.run, AppleScenarioRunner.run(scenario))
  }
}

extension ScenarioRunnerTests {
  @Test("the choices a file may name are exactly those the simulated AskCenter offers")
  func choicesMatchTheEngine() throws {
    let run = AppleScenarioRunner.run(try #require(ScenarioLibrary.named("communication-ask")))
    let offered = try #require(run.final.askCenter.question(id: 1)).choices.map(\.id)
    expectNoDifference(offered, ["approve-hour", "approve-day", "approve", "decline"])
    let bad = ScenarioFixtures.minimal(
      replacing: "script:", with: "answers:\n  parent: {communication: maybe}\nscript:")
    expectNoDifference(
      ScenarioFixtures.error(bad),
      "test.yaml:17:27: error: answers.parent.communication: expected approve-hour, "
        + #"approve-day, approve, decline or never, found "maybe""#)
    let approved = AppleScenarioRunner.run(try #require(ScenarioLibrary.named("texas-teen")))
    expectNoDifference(
      approved.final.askCenter.question(id: 1)?.choices.map(\.id), ["approve", "decline"])
  }
}
