import Scenarios

/// A store's part of a scenario that `run` plays and reports (Apple's `AppleScript`, Google
/// Play's `PlayScript`): every part a registered ``ScenarioSection`` reads.
/// ``RunReport/init(_:withChecks:diagram:played:)`` plays each, in the scenario's order of parts.
public protocol ReportedPart: ScenarioPart {
  /// Plays this part of `scenario` to its end, checking every step, as its report.
  func run(in scenario: Scenario) -> any PlatformRunReport
}
