import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

/// A run without checks (the TUI's walkthrough) plays exactly the steps a checked run plays.
@Suite struct UncheckedRunTests {
  /// The built-ins with an Apple script (a Google-only one has no Apple steps to compare).
  @Test(arguments: ScenarioLibrary.all.filter { $0.platforms.contains(.apple) }.map(\.name))
  func playsTheSameStepsWithoutTheirChecks(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let checked = AppleScenarioRunner.run(scenario)
    // As the walkthrough plays it: the runner itself, without a run's summary.
    var unchecked = AppleScenarioRunner(scenario: scenario, checks: false)
    unchecked.playToEnd()
    var expected = checked.steps
    for index in expected.indices {
      expected[index].expectations = []
      expected[index].violations = []
    }
    expectNoDifference(unchecked.steps, expected)
    expectNoDifference(unchecked.initial, checked.initial)
    expectNoDifference(unchecked.simulation, checked.final)
    #expect(unchecked.steps.allSatisfy { $0.expectations.isEmpty && $0.violations.isEmpty })
    #expect(checked.steps.contains { !$0.expectations.isEmpty })
  }
}
