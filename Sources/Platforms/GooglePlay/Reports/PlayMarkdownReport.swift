import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

/// A scenario's Google Play run as a Markdown spec: the world, each step's caption, narration,
/// trace (Age Signals calls and fields, Play Console, Family Link), refusal and, with
/// `withChecks`, its expectations; then Play's world at the end. Every string from the scenario
/// goes through ``MarkdownCell``, so none of it turns into markup.
enum PlayMarkdownReport {
  /// The spec; `heading` is the level of its title (`#`, or `##` under an Apple run).
  static func text(_ run: PlayRun, withChecks: Bool, heading: String) -> String {
    let world = run.initial
    return PlatformRunMarkdown.text(
      run, store: "Google Play", withChecks: withChecks, heading: heading, today: world.today,
      world: [
        ("Region", PlayReportText.region(world)),
        ("Account", PlayReportText.account(world, scenario: run.scenario)),
        ("App", PlayReportText.app(world)),
      ],
      facts: PlayReportText.facts(run.final), refused: \.text, line: PlayReportText.traceLine)
  }
}
