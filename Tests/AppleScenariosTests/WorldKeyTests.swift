import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

/// Issue 23, item 4: the child's main device (iPhone, iPad or Mac) and eligibility as world
/// keys, and an action that changes the app's gates mid-scenario (the cache is keyed by the
/// gate list, docs/assumptions.md 2.7).
@Suite("World keys: main device, eligibility; the app-gates action")
struct WorldKeyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var device: String
    var eligibility: String
    var os: String
    var region: String
    var eligible: String
    var step: FlowStep

    var testDescription: String { "\(device), eligibility \(eligibility), \(os), \(region)" }
  }

  private static let teen = AgeRange(lowerBound: 13, upperBound: 15)

  /// §1.9: a Mac always answers false, whatever the world says; elsewhere `eligibility`
  /// replaces the region's judgement. On 26.2 eligibility alone decides (docs/assumptions.md
  /// §3): false skips the flow (Texas then shares on the feature check), true asks for gate
  /// 18 (the US prompt is showing); on 26.4 the features do.
  static let cases: [Case] = [
    Case(
      device: "iphone", eligibility: "region", os: "26.4", region: "US-TX",
      eligible: "isEligibleForAgeFeatures = true", step: .needsParentalApproval(.minor(teen))),
    Case(
      device: "iphone", eligibility: "\"false\"", os: "26.2", region: "US-TX",
      eligible: "isEligibleForAgeFeatures = false",
      step: .running(featureEnabled: false, after: .notRequired)),
    Case(
      device: "iphone", eligibility: "\"false\"", os: "26.4", region: "US-TX",
      eligible: "isEligibleForAgeFeatures = false", step: .needsParentalApproval(.minor(teen))),
    Case(
      device: "ipad", eligibility: "\"true\"", os: "26.2", region: "US",
      eligible: "isEligibleForAgeFeatures = true", step: .requestingAgeSignal(retrying: nil)),
    Case(
      device: "mac", eligibility: "\"true\"", os: "26.2", region: "US",
      eligible: "isEligibleForAgeFeatures = false", step: .checkingFeature(after: .notRequired)),
  ]

  @Test("§1.9: the main device and the eligibility key", arguments: cases)
  func deviceAndEligibility(_ testCase: Case) throws {
    let text = """
      name: world-keys
      title: Main device and eligibility
      summary: A teen opens the app.
      world:
        today: 2026-09-14
        os: "\(testCase.os)"
        region: \(testCase.region)
        main-device: \(testCase.device)
        eligibility: \(testCase.eligibility)
        person: {name: Kai, age: 14}
        parent: Mei
      script:
        - do: launch
      """
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text))
    let final = run.final
    expectNoDifference(final.device(.childPhone)?.kind.rawValue, testCase.device)
    #expect(final.trace.contains { $0.summary == testCase.eligible })
    expectNoDifference(final.step(on: .childPhone), testCase.step)
  }

  @Test("app-gates: a new gate list is a new cache key, so Ask First prompts again")
  func gatesChange() throws {
    let text = """
      name: gates-change
      title: The cache is keyed by the gate list
      summary: Ruby's app asks with new gates after an update.
      world:
        today: 2026-09-14
        region: US
        person: {name: Ruby, age: 11}
        parent: Hannah
      answers: {age-range-prompt: share}
      script:
        - do: launch
        - do: close
        - do: launch
          expect: {sheet: none, trace-contains: from the cache}
        - do: close
        - do: {app-gates: [13, 18]}
        - do: launch
          expect: {trace-lacks: from the cache}
      """
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text))
    expectNoDifference(run.failures, [])
    let gatesStep = try #require(run.steps.first { $0.actionText == "app-gates: [13, 18]" })
    expectNoDifference(
      gatesStep.entries.map(\.summary),
      [
        "Landmarks now asks requestAgeRange(ageGates: 13, 18)"
      ])
    let last = try #require(run.steps.last { $0.actionText == "launch" })
    expectNoDifference(
      last.entries.map(\.summary).filter { $0.hasPrefix("requestAgeRange") },
      [
        "requestAgeRange(ageGates: 13, 18)"
      ])
    #expect(
      ScenarioFixtures.error(text.replacingOccurrences(of: "[13, 18]", with: "thirteen"))
        .contains("script[5]"))
  }
}
