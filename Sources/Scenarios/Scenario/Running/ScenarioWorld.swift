import FlowEngine

/// A platform's world as a scenario file plays it: the runner's contract
/// (`PlayableWorld`) and where the platform's script is written in a scenario, so a run's
/// failures name the script step and line (``PlatformRun``).
public protocol ScenarioWorld: PlayableWorld {
  /// Each script step of this platform's part of `scenario`, as written: its action's text and
  /// its line in the file.
  static func writtenScript(of scenario: Scenario) -> [(action: String, line: Int)]
}
