import GooglePlayScenarios
import Reports
import Scenarios

extension PlayScript: ReportedPart {
  /// Google Play's run of the script.
  public func run(in scenario: Scenario) -> any PlatformRunReport {
    var runner = PlayScenarioRunner(scenario: scenario, script: self)
    runner.playToEnd()
    return runner.run
  }
}
