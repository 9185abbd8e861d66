import Apple
import Scenarios

/// A finished headless run of a scenario's Apple part: every step, then the summary.
public typealias AppleRun = PlatformRun<AppleSimulation>

extension PlatformRun where World == AppleSimulation {
  /// The summary of `final`: where each device is, what the app learned, every question, and
  /// what only the system knows.
  public var summary: AppleRunSummary { AppleRunSummary(final) }
}

extension AppleSimulation: ScenarioWorld {
  /// The scenario's top-level `script`.
  public static func writtenScript(of scenario: Scenario) -> [(action: String, line: Int)] {
    scenario.script.map { ($0.action.text, $0.line) }
  }
}
