import AmazonAppstore
import Scenarios

/// A finished headless run of a scenario's Amazon Appstore part.
public typealias AmazonRun = PlatformRun<AmazonWorld>

extension AmazonWorld: ScenarioWorld {
  /// The scenario's `amazon-appstore.script` (none without an Amazon part).
  public static func writtenScript(of scenario: Scenario) -> [(action: String, line: Int)] {
    (scenario.amazon?.steps ?? []).map { ($0.text, $0.line) }
  }
}
