import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Reports
import Scenarios

/// A scenario's Amazon Appstore run as a Markdown spec: the world, each step's caption,
/// narration, trace, refusal and, with `withChecks`, its expectations; then Amazon's world at
/// the end. Every string from the scenario goes through ``MarkdownCell``.
enum AmazonMarkdownReport {
  /// The spec; `heading` is the level of its title.
  static func text(_ run: AmazonRun, withChecks: Bool, heading: String) -> String {
    let world = run.initial
    return PlatformRunMarkdown.text(
      run, store: "Amazon Appstore", withChecks: withChecks, heading: heading, today: world.today,
      world: [
        ("Region", AmazonReportText.region(world)),
        ("Profile", AmazonReportText.profile(world, scenario: run.scenario)),
        ("App", AmazonReportText.app(world)),
      ],
      facts: AmazonReportText.facts(run.final), refused: \.text, line: AmazonReportText.traceLine)
  }
}
