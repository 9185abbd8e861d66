import CustomDump
import Scenarios
import Testing

@testable import FlowEngine

/// The names scenarios and the JSON use come from the steps and reasons themselves.
@Suite("Step and reason names") struct FlowStepKindTests {
  @Test func stepNamesAreListedInTheOrderOfTheSteps() {
    expectNoDifference(
      FlowStep.allNames,
      [
        "not-running", "checking-regulation", "requesting-age-range", "needs-parental-approval",
        "waiting-for-parent", "acknowledging", "blocked", "checking-feature", "running",
      ])
  }

  @Test(arguments: [
    (FlowStep.notRunning, "not-running"),
    (
      .needsParentalApproval(.minor(AgeRange(lowerBound: nil, upperBound: 12))),
      "needs-parental-approval"
    ),
    (
      .waitingForParent(.minor(AgeRange(lowerBound: 13, upperBound: 15)), approvalID: 2),
      "waiting-for-parent"
    ),
    (.blocked(.consentRevoked), "blocked"),
    (.running(featureEnabled: false, after: .minor), "running"),
  ])
  func aStepIsNamedByItsKind(step: FlowStep, name: String) {
    expectNoDifference(step.name, name)
    #expect(FlowStep.allNames.contains(name))
  }

  @Test func reasonNamesAreListedInTheOrderOfTheReasons() {
    expectNoDifference(
      BlockReason.allNames,
      [
        "unverified-adult", "parent-declined", "question-expired", "sharing-declined",
        "consent-revoked", "age-range-unavailable",
      ])
    expectNoDifference(
      BlockReason.ageSignalUnavailable("invalidAccount").name, "age-range-unavailable")
  }
}
