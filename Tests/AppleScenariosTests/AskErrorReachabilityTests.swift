import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

/// Reference §2.8: every `AskError` case is reachable by a world setting or an injected fault,
/// and the trace names what the app caught.
@Suite("§2.8: every AskError is reachable")
struct AskErrorReachabilityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var world: String
    var ask: String
    var error: AskError
    var summary: String

    var testDescription: String { name }
  }

  private static let communicate = "{ask-to-communicate: \"+1 555 0100\"}"

  static let cases: [Case] = [
    Case(
      name: "communicationLimitsNotEnabled: limits off",
      world: "region: US\n  person: {name: Zoe, age: 12}\n  parent: Mia", ask: communicate,
      error: .communicationLimitsNotEnabled,
      summary: "throws AskError.communicationLimitsNotEnabled"),
    Case(
      name: "contactSyncNotSetup: contact sync off",
      world:
        "region: US\n  person: {name: Zoe, age: 12, communication-limits: true, "
        + "contact-sync: false}\n  parent: Mia",
      ask: communicate, error: .contactSyncNotSetup, summary: "throws AskError.contactSyncNotSetup"
    ),
    Case(
      name: "invalidQuestion: no parent in the family",
      world: "region: US-TX\n  person: {name: Kai, age: 14}", ask: "ask-parent",
      error: .invalidQuestion, summary: "throws AskError.invalidQuestion"),
    Case(
      name: "notAvailable: an adult (§4.2)",
      world: "region: US\n  person: {name: Ann, age: 42, communication-limits: true}",
      ask: communicate, error: .notAvailable, summary: "throws AskError.notAvailable"),
    Case(
      name: "systemError: an injected fault (§8.2)",
      world:
        "region: US\n  person: {name: Zoe, age: 12, communication-limits: true}\n  parent: Mia\n"
        + "  faults: [ask-system-error]",
      ask: communicate, error: .systemError,
      summary: "throws AskError.systemError(underlyingError: an XPC connection error, injected)"),
    Case(
      name: "unknown: the app cannot name the error on 26.0",
      world: "region: US\n  os: \"26.0\"\n  person: {name: Zoe, age: 12}\n  parent: Mia",
      ask: communicate, error: .unknown,
      summary:
        "throws an error the app cannot name (AskError is new in 26.1): Communication limits "
        + "are off, so this request can't be sent."),
  ]

  @Test("each case from a world setting or a fault", arguments: cases)
  func reachable(_ testCase: Case) throws {
    let text = """
      name: ask-error
      title: An ask that throws
      summary: What the app catches.
      world:
        today: 2026-09-14
        \(testCase.world)
      answers: {age-range-prompt: share}
      script:
        - do: launch
        - do: \(testCase.ask)
          expect: {ask-error: \(testCase.error.rawValue)}
      """
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text))
    expectNoDifference(run.failures, [])
    let last = try #require(run.steps.last)
    expectNoDifference(last.entries.last?.summary, testCase.summary)
  }
}
