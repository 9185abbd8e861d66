import Scenarios

/// A platform's part of a scenario that `run` plays and reports (Google Play's `PlayScript`),
/// or any part a registered ``ScenarioSection`` reads. ``RunReport/init(_:withChecks:diagram:)``
/// plays each after Apple's run, in the scenario's order of parts.
public protocol ReportedPart: ScenarioPart {
  /// Plays this part of `scenario` to its end, checking every step, as its report.
  func run(in scenario: Scenario) -> any PlatformRunReport
}
