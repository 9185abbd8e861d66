import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

/// A scenario's Google Play run as plain text, in Google's terms: the Age Signals calls and the
/// fields they return, Play Console and Family Link, each step's caption, narration, trace,
/// refusal and expectations, then what Play's world holds at the end.
enum PlayTextReport {
  /// The report before text from the file is made safe for a terminal.
  static func text(_ run: PlayRun) -> String {
    let scenario = run.scenario
    let world = run.initial
    var lines =
      TextReport.heading(scenario, name: "\(scenario.name) on Google Play") + [
        "World on \(world.today): \(PlayReportText.region(world))",
        "Account: \(PlayReportText.account(world, scenario: scenario))",
        "App: \(PlayReportText.app(world))",
      ]
    lines += PlatformRunText.steps(
      of: run, lastSequence: run.final.trace.count, deviceWidth: 15, line: PlayReportText.traceLine)
    lines.append("")
    lines += summary(run)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func summary(_ run: PlayRun) -> [String] {
    let world = run.final
    var lines = ["Summary (Google Play)"]
    lines += PlayReportText.facts(world).map { "  \($0.label): \($0.value)" }
    lines.append("")
    lines += PlatformRunText.result(of: run)
    return lines
  }
}
