import AmazonAppstoreScenarios
import Reports
import Scenarios

extension AmazonScript: ReportedPart {
  /// Amazon's run of the script.
  public func run(in scenario: Scenario) -> any PlatformRunReport {
    var runner = AmazonScenarioRunner(scenario: scenario, script: self)
    runner.playToEnd()
    return runner.run
  }
}
