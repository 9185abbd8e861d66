import AppleScenarios
import Reports
import Scenarios

extension AppleScript: ReportedPart {
  /// Apple's run of `scenario`, every step checked.
  public func run(in scenario: Scenario) -> any PlatformRunReport {
    AppleScenarioRunner.run(scenario)
  }
}
