import AppleScenarios
import Reports
import Scenarios

extension RunReport {
  /// A scenario's report with its Apple run already played (and checked): `run`, then each
  /// other part's run, in the scenario's order of parts.
  public init(_ run: AppleRun, withChecks: Bool = false, diagram: ScenarioPlatform? = nil) {
    self.init(
      run.scenario, withChecks: withChecks, diagram: diagram, played: (.apple, run))
  }
}
