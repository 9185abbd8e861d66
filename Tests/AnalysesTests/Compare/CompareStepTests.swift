import Analyses
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

/// Issue 23, item 5: without `--at`, compare picks the scenario's first step at which the
/// compared setting changes what the columns show, and says which and why; `--at last` keeps
/// the end.
@Suite("Compare: which step")
struct CompareStepTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scenario: String
    var dimension: CompareDimension
    var choice: CompareStep
    var step: Int
    var reason: String?

    var testDescription: String { "\(scenario) by \(dimension.rawValue) at \(choice)" }
  }

  static let cases: [Case] = [
    Case(
      scenario: "sharing-modes", dimension: .mode, choice: .firstDifference, step: 1,
      reason:
        "Compared at step 1 of 11 (launch), the first at which the sharing mode changes what the "
        + "columns show; --at last compares the end, --at N any step."),
    Case(scenario: "sharing-modes", dimension: .mode, choice: .last, step: 11, reason: nil),
    Case(scenario: "sharing-modes", dimension: .mode, choice: .number(3), step: 3, reason: nil),
    Case(
      scenario: "texas-teen", dimension: .region, choice: .firstDifference, step: 1,
      reason:
        "Compared at step 1 of 4 (launch), the first at which the region changes what the "
        + "columns show; --at last compares the end, --at N any step."),
    Case(
      scenario: "wwdc-ann-42", dimension: .os, choice: .firstDifference, step: 2,
      reason:
        "Compared at the last step, 2 of 2: the iOS version changes what the columns show at no "
        + "step; --at N compares any step."),
  ]

  @Test("the step chosen and the sentence that says why", arguments: cases)
  func choice(_ expected: Case) throws {
    let scenario = try #require(ScenarioLibrary.named(expected.scenario))
    let comparison = try Comparison(scenario: scenario, by: expected.dimension, at: expected.choice)
    expectNoDifference(comparison.step, expected.step)
    expectNoDifference(comparison.stepReason, expected.reason)
  }

  @Test("the chosen step is the first that differs: every earlier step differs in no cell")
  func earlierStepsDoNotDiffer() throws {
    let scenario = try #require(ScenarioLibrary.named("utah-adult-acknowledges"))
    let chosen = try Comparison(scenario: scenario, by: .os, at: .firstDifference)
    #expect(chosen.differingCellCount > 0 || chosen.step == chosen.stepCount)
    for step in 1..<chosen.step {
      #expect(try Comparison(scenario: scenario, by: .os, at: step).differingCellCount == 0)
    }
  }
}
