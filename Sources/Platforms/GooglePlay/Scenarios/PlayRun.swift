import GooglePlay
import Scenarios

/// A finished headless run of a scenario's Google Play part.
public typealias PlayRun = PlatformRun<PlayWorld>

extension PlayWorld: ScenarioWorld {
  /// The scenario's `google-play.script` (none without a Google Play part).
  public static func writtenScript(of scenario: Scenario) -> [(action: String, line: Int)] {
    (scenario.play?.steps ?? []).map { ($0.text, $0.line) }
  }
}
