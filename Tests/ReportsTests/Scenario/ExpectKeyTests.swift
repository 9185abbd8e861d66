import Apple
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Reports
import Testing

@testable import Scenarios
@testable import TestSupport

/// The `expect` keys that describe one device (`sheet`, `feature`, `blocked-reason`, `step`)
/// per device, `trace-lacks`, the gates Apple refuses, and why an adult cannot ask a parent.
@Suite("Expect keys")
struct ExpectKeyTests {
  /// A verified adult in Utah with an iPad; `script` is filled in per test.
  private static func adult(verification: String = "government-id", script: String) -> String {
    """
    name: adult-two-devices
    title: Adult with two devices
    summary: A verified adult in Utah acknowledges on the iPhone; the iPad asks nothing.
    world:
      today: 2026-09-14
      region: US-UT
      assumptions: {law-dates: apple-announced}
      os: "26.4"
      person: {name: Henry, age: 45, verification: \(verification)}
      second-device: ipad
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [13, 16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "2.0"
        changes:
          - {id: video-calling, version: "2.0", description: This update adds video calling.}
    script:
    \(script)
    """
  }

  private static func run(_ text: String) throws -> AppleRun {
    AppleScenarioRunner.run(try ScenarioFixtures.load(text))
  }

  @Test("sheet, feature and blocked-reason take a value per device, like step")
  func perDevice() throws {
    let run = try Self.run(
      Self.adult(
        script: """
            - do: launch
              expect:
                sheet: {child-iphone: acknowledgment, second-device: none}
                feature: {second-device: disabled}
            - do: acknowledge
            - do: {launch: second-device}
              expect:
                step: {second-device: running}
                sheet: {second-device: none}
                feature: {second-device: enabled, child-iphone: enabled}
                blocked-reason: {second-device: unverified-adult}
          """))
    let results = run.steps.map(\.expectations)
    expectNoDifference(
      results[0],
      [
        ExpectationResult(
          key: "feature (second-device)", expected: "disabled",
          actual: "unknown (step not-running)", passed: false),
        ExpectationResult(
          key: "sheet", expected: "acknowledgment", actual: "acknowledgment", passed: true),
        ExpectationResult(
          key: "sheet (second-device)", expected: "none", actual: "none", passed: true),
      ])
    expectNoDifference(
      results[2],
      [
        ExpectationResult(
          key: "step (second-device)", expected: "running", actual: "running", passed: true),
        ExpectationResult(
          key: "blocked-reason (second-device)", expected: "unverified-adult",
          actual: "not blocked (step running)", passed: false),
        ExpectationResult(
          key: "feature (second-device)", expected: "enabled", actual: "enabled", passed: true),
        ExpectationResult(key: "feature", expected: "enabled", actual: "enabled", passed: true),
        ExpectationResult(
          key: "sheet (second-device)", expected: "none", actual: "none", passed: true),
      ])
    expectNoDifference(
      run.failures.map(\.description),
      [
        "step 1 (launch, line 20): expect feature (second-device): expected disabled, actual "
          + "unknown (step not-running)",
        "step 3 (launch: second-device, line 25): expect blocked-reason (second-device): expected "
          + "unverified-adult, actual not blocked (step running)",
      ])
  }

  @Test(
    "trace-lacks passes when no entry of the step mentions the text, and names the entry that does")
  func traceLacks() throws {
    let run = try Self.run(
      Self.adult(
        script: """
            - do: launch
            - do: acknowledge
            - do: {launch: second-device}
              expect:
                trace-lacks: [acknowledg, from the cache]
            - do: close
              expect:
                trace-lacks: requestAgeRange
          """))
    expectNoDifference(
      run.steps[2].expectations,
      [
        ExpectationResult(
          key: "trace-lacks", expected: "no entry with “acknowledg”",
          actual: "none of the 5 entries of this step", passed: true),
        ExpectationResult(
          key: "trace-lacks", expected: "no entry with “from the cache”",
          actual: "#28 System → App: .sharing(18 or over, governmentIDChecked) from the cache",
          passed: false),
      ])
    expectNoDifference(
      run.steps[3].expectations,
      [
        ExpectationResult(
          key: "trace-lacks", expected: "no entry with “requestAgeRange”",
          actual: "none of the 2 entries of this step", passed: true)
      ])
    expectNoDifference(
      run.failures.map(\.description),
      [
        "step 3 (launch: second-device, line 22): expect trace-lacks: expected no entry with "
          + "“from the cache”, actual #28 System → App: .sharing(18 or over, governmentIDChecked) "
          + "from the cache"
      ])
  }

  @Test("a failed trace-lacks counts the other entries that mention the text")
  func traceLacksCountsMore() throws {
    let run = try Self.run(
      Self.adult(
        script: """
            - do: launch
              expect: {trace-lacks: isEligibleForAgeFeatures}
          """))
    expectNoDifference(
      run.steps[0].expectations,
      [
        ExpectationResult(
          key: "trace-lacks", expected: "no entry with “isEligibleForAgeFeatures”",
          actual: "#3 App → System: isEligibleForAgeFeatures (and 1 more)", passed: false)
      ])
  }

  @Test("tapping Ask Parent on an adult's blocked screen is refused, with the reason")
  func adultCannotAsk() throws {
    let run = try Self.run(
      Self.adult(
        verification: "none",
        script: """
            - do: launch
              expect: {blocked-reason: unverified-adult}
            - do: ask-parent
              expect: {rejected: Adults are never shown an Ask button}
            - do: close
            - do: ask-parent
              expect: {rejected: true}
          """))
    expectNoDifference(run.failures, [])
    expectNoDifference(
      run.steps.map { $0.refusal?.text },
      [
        nil,
        "There is nothing to ask a parent about right now. Adults are never shown an Ask "
          + "button: parental approval is only for minors (AskCenter throws "
          + "AskError.notAvailable for an adult), and an unverified adult stays blocked until "
          + "they verify their age in Settings.",
        nil,
        "There is nothing to ask a parent about right now.",
      ])
  }

  @Test(
    "gates Apple refuses load, and the simulated API answers invalidRequest",
    arguments: [
      ("[]", "at least one age gate is required"),
      ("[13, 15, 17, 19]", "at most 3 age gates are allowed (making 4 ranges); got 4"),
      (
        "[2, 4, 6, 8, 10, 12, 14, 16, 18, 20]",
        "at most 3 age gates are allowed (making 4 ranges); got 10"
      ),
      ("[13, -1, 18]", "age gate -1 is negative"),
    ])
  func refusedGates(gates: String, reason: String) throws {
    let text = ScenarioFixtures.minimal(replacing: "gates: [13, 16]", with: "gates: \(gates)")
      .replacingOccurrences(
        of: "  - do: launch\n",
        with: "  - do: launch\n    expect: {learned: invalidRequest, feature: disabled}\n")
    let run = try Self.run(text)
    expectNoDifference(run.failures, [])
    expectNoDifference(
      run.steps[0].entries.map(\.summary).filter { $0.hasPrefix("throws") },
      [
        "throws invalidRequest: \(reason)"
      ])
  }

  @Test("a scenario without gates says so in its report")
  func noGatesReport() throws {
    let text = ScenarioFixtures.minimal(replacing: "gates: [13, 16]", with: "gates: []")
    let report = RunReport(try Self.run(text)).rendered(.text)
    expectNoDifference(
      report.split(separator: "\n").first { $0.hasPrefix("App:") },
      "App: Landmarks 1.0 (first installed 1.0); no gates; Photo sharing from 16")
  }
}
