import AppleScenarios
import CustomDump
import FlowEngine
import Testing

@testable import Scenarios
@testable import TestSupport

/// Issue 23, item 4: typed `expect` keys for the active parental controls (reference §1.7),
/// `significantUpdateApplies` (the sandbox table's column, §4.2), notifications, the parent's
/// device (§2.9), and `{not: …}` for step, sheet, notification, feature and blocked-reason;
/// issue 41: `{not: …}` on every key that compares a value.
@Suite("Expect: typed keys and negations")
struct ExpectLanguageTests {
  /// Sofia, 14, in Texas on 26.4 with communication limits; `first` and `last` are the
  /// `expect:` of the launch and of the parent's approval.
  private static func scenario(first: String, last: String = "{}") -> String {
    """
    name: expect-language
    title: Typed expect keys
    summary: Sofia asks her father in Texas on iOS 26.4.
    world:
      today: 2026-09-14
      os: "26.4"
      region: US-TX
      person: {name: Sofia, age: 14, communication-limits: true}
      parent: Carlos
    script:
      - do: launch
        expect: \(first)
      - do: ask-parent
      - do: send
        expect:
          parent-device: {question: shown, question-state: pending, notification: Sofia sent}
      - do: {parent: approve}
        expect: \(last)
    """
  }

  private static func results(first: String, last: String = "{}") throws
    -> [ExpectationResult]
  {
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(scenario(first: first, last: last)))
    return run.steps.flatMap(\.expectations)
  }

  /// One `expect:` and the results it gives at the launch, whole.
  struct Case: Sendable, CustomTestStringConvertible {
    var expect: String
    var results: [ExpectationResult]

    var testDescription: String { expect }
  }

  private static func result(_ key: String, _ expected: String, _ actual: String, _ passed: Bool)
    -> ExpectationResult
  {
    ExpectationResult(key: key, expected: expected, actual: actual, passed: passed)
  }

  static let launchCases: [Case] = [
    Case(
      expect: "{step: {not: running}}",
      results: [result("step", "not running", "needs-parental-approval", true)]),
    Case(
      expect: "{step: {not: needs-parental-approval}}",
      results: [
        result("step", "not needs-parental-approval", "needs-parental-approval", false)
      ]),
    Case(
      expect: "{sheet: {not: age-range-prompt}, feature: {not: enabled}}",
      results: [
        result("feature", "not enabled", "unknown (step needs-parental-approval)", true),
        result("sheet", "not age-range-prompt", "none", true),
      ]),
    Case(
      expect: "{blocked-reason: {not: parent-declined}}",
      results: [
        result(
          "blocked-reason", "not parent-declined", "not blocked (step needs-parental-approval)",
          true)
      ]),
    Case(
      expect:
        "{active-parental-controls: [significantAppChangeApprovalRequired, communicationLimits]}",
      results: [
        result(
          "active-parental-controls", "communicationLimits, significantAppChangeApprovalRequired",
          "communicationLimits, significantAppChangeApprovalRequired", true)
      ]),
    Case(
      expect: "{active-parental-controls: none}",
      results: [
        result(
          "active-parental-controls", "none",
          "communicationLimits, significantAppChangeApprovalRequired", false)
      ]),
    Case(
      expect: "{significant-update-applies: true}",
      results: [result("significant-update-applies", "true", "true", true)]),
    Case(
      expect: "{notification: required in Texas}",
      results: [
        result(
          "notification", "one containing “required in Texas”",
          "Shared your age range with Landmarks (required in Texas).", true)
      ]),
    Case(
      expect: "{notification: {not: required in Texas}}",
      results: [
        result(
          "notification", "none containing “required in Texas”",
          "Shared your age range with Landmarks (required in Texas).", false)
      ]),
    Case(
      expect: "{parent-device: {question: none, question-state: none}}",
      results: [
        result("parent-device question", "none", "none", true),
        result("parent-device question-state", "none", "none", true),
      ]),
  ]

  /// Issue 41: every key that compares a value takes `{not: …}`, not only the per-device ones.
  static let negatedCases: [Case] = [
    Case(
      expect: "{learned: {not: 13–15}, declaration: {not: selfDeclared}}",
      results: [
        result("learned", "not 13–15", "13–15", false),
        result("declaration", "not selfDeclared", "guardianDeclared", true),
      ]),
    Case(
      expect: "{question: {not: none}, parent-answer: {not: approve}, ask-error: {not: none}}",
      results: [
        result("question", "not none", "none", false),
        result("parent-answer", "not approve", "none", true),
        result("ask-error", "not none", "none", false),
      ]),
    Case(
      expect: "{active-parental-controls: {not: none}, significant-update-applies: {not: true}}",
      results: [
        result(
          "active-parental-controls", "not none",
          "communicationLimits, significantAppChangeApprovalRequired", true),
        result("significant-update-applies", "not true", "true", false),
      ]),
    Case(
      expect: "{parent-device: {question: {not: shown}, question-state: {not: pending}}}",
      results: [
        result("parent-device question", "not shown", "none", true),
        result("parent-device question-state", "not pending", "none", true),
      ]),
    Case(
      expect: "{permission-result: {not: none}, handled: {not: []}}",
      results: [
        result("permission-result", "not none", "none", false),
        result("handled", "not none", "none", false),
      ]),
  ]

  @Test("`{not: …}` on every key that compares a value", arguments: negatedCases)
  func negatedAtLaunch(_ testCase: Case) throws {
    let all = try Self.results(first: testCase.expect)
    expectNoDifference(Array(all.prefix(testCase.results.count)), testCase.results)
  }

  @Test("each key at the launch, passing and failing, whole results", arguments: launchCases)
  func atLaunch(_ testCase: Case) throws {
    let all = try Self.results(first: testCase.expect)
    expectNoDifference(Array(all.prefix(testCase.results.count)), testCase.results)
  }

  @Test("the parent's device: the question, its state and the request notification")
  func parentDevice() throws {
    let all = try Self.results(
      first: "{}",
      last:
        "{parent-device: {question-state: answered, notification: {not: Sofia sent}}, "
        + "feature: disabled}")
    expectNoDifference(
      all,
      [
        Self.result("parent-device question", "shown", "shown", true),
        Self.result("parent-device question-state", "pending", "pending", true),
        Self.result(
          "parent-device notification", "one containing “Sofia sent”",
          "Sofia sent you a request from Landmarks. Open Messages to answer.", true),
        Self.result("feature", "disabled", "disabled", true),
        Self.result("parent-device question-state", "answered", "answered", true),
        Self.result("parent-device notification", "none containing “Sofia sent”", "none", true),
      ])
  }

  @Test(
    "bad values name the key and what is valid",
    arguments: [
      (
        "{active-parental-controls: [screenTime]}",
        "expected communicationLimits or significantAppChangeApprovalRequired"
      ),
      ("{parent-device: {question: maybe}}", "expected shown or none"),
      ("{step: {not: runing}}", "did you mean"),
      ("{significant-update-applies: perhaps}", "expected true or false"),
      ("{learned: {not: thirteen}}", "script[1].expect.learned.not: expected an age range"),
      ("{question: {nor: pending}}", "question: expected composing"),
    ])
  func badValues(expect: String, message: String) throws {
    let error = ScenarioFixtures.error(Self.scenario(first: expect))
    #expect(error.contains("script[1].expect"))
    #expect(error.contains(message), "\(error)")
  }
}
