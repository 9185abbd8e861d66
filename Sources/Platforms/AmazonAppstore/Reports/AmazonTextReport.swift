import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Reports
import Scenarios

/// A scenario's Amazon Appstore run as plain text, in Amazon's terms: each `GetUserAgeData`
/// row with its six keys, the Developer Console and the parent's consent, each step's caption,
/// narration, trace, refusal and expectations, then what Amazon's world holds at the end.
enum AmazonTextReport {
  /// The report before text from the file is made safe for a terminal.
  static func text(_ run: AmazonRun) -> String {
    let scenario = run.scenario
    let world = run.initial
    var lines =
      TextReport.heading(scenario, name: "\(scenario.name) on Amazon Appstore") + [
        "World on \(world.today): \(AmazonReportText.region(world))",
        "Profile: \(AmazonReportText.profile(world, scenario: scenario))",
        "App: \(AmazonReportText.app(world))",
      ]
    lines += PlatformRunText.steps(
      of: run, lastSequence: run.final.trace.count, deviceWidth: 18,
      line: AmazonReportText.traceLine)
    lines.append("")
    lines += summary(run)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func summary(_ run: AmazonRun) -> [String] {
    var lines = ["Summary (Amazon Appstore)"]
    lines += AmazonReportText.facts(run.final).map { "  \($0.label): \($0.value)" }
    lines.append("")
    lines += PlatformRunText.result(of: run)
    return lines
  }
}
