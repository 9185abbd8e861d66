import AmazonAppstore
import AmazonAppstoreScenarios
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

@Suite struct AmazonScenarioRunnerTests {
  @Test func playsEveryStepWithItsWholeTrace() throws {
    let run = try #require(
      AmazonScenarioRunner.run(AmazonScenarioFixtures.load(AmazonScenarioFixtures.retried)))
    expectNoDifference(run.steps.map(\.actionText), ["launch", "set fault none", "query-again"])
    expectNoDifference(
      run.steps.map { $0.entries.map(\.summary) },
      [
        [
          "open Landmarks", "not-running → checking-feature",
          "query(content://amzn_appstore/getUserAgeData)",
          "responseStatus=\"INTERNAL_TRANSIENT_ERROR\" userStatus=\"\" ageLower=NULL "
            + "ageUpper=NULL userId=NULL mostRecentApprovalDate=NULL",
          "checking-feature → running",
        ],
        ["fault = none"],
        [
          "query(content://amzn_appstore/getUserAgeData)",
          "responseStatus=\"SUCCESS\" userStatus=\"SUPERVISED\" ageLower=13 ageUpper=15 "
            + "userId=\"hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0=\" "
            + "mostRecentApprovalDate=\"2026-08-01T00:00:00.000Z\"",
        ],
      ])
    expectNoDifference(
      run.steps.map { $0.expectations.map(\.key) },
      [
        ["responseStatus", "userStatus", "retryable"], [],
        ["responseStatus", "userStatus", "ageLower", "ageUpper"],
      ])
    expectNoDifference(run.failures, [])
    expectNoDifference(run.final.fault, nil)
    expectNoDifference(run.final.flows[.childPhone]?.step.name, "running")
  }

  @Test func aWrongExpectationFailsWithBothValues() throws {
    let text = AmazonScenarioFixtures.file(
      amazon: """
          profile: {consent: pending}
          script:
            - do: launch
              expect: {userStatus: SUPERVISED, ageUpper: {not: 15}}
        """)
    let run = try #require(AmazonScenarioRunner.run(AmazonScenarioFixtures.load(text)))
    expectNoDifference(
      run.steps.first?.expectations,
      [
        ExpectationResult(
          key: "userStatus", expected: "\"SUPERVISED\"", actual: "\"CONSENT_NOT_GRANTED\"",
          passed: false),
        ExpectationResult(key: "ageUpper", expected: "not 15", actual: "15", passed: false),
      ])
    expectNoDifference(run.failures.count, 2)
  }

  @Test(arguments: AmazonTestOption.allCases)
  func aTestOptionPresetReadsItsCannedRow(option: AmazonTestOption) throws {
    let text = AmazonScenarioFixtures.file(
      amazon: "  test-option: \(option.rawValue)\n  script: [{do: launch}]")
    let run = try #require(AmazonScenarioRunner.run(AmazonScenarioFixtures.load(text)))
    expectNoDifference(AmazonExpectation.latestRow(in: run.final), option.answer)
    expectNoDifference(
      run.steps.first?.entries.map(\.summary).contains("query(\(option.uri))"), true)
    expectNoDifference(run.failures, [])
  }
}
