import Reports
import Scenarios

extension RunReport {
  /// A scenario's report: its Apple run when it runs on Apple (or has no other part), then
  /// each other part's run (``ReportedPart``), in the scenario's order of parts. The diagram
  /// draws `diagram`'s run, by default the first shown.
  public init(_ run: ScenarioRun, withChecks: Bool = false, diagram: ScenarioPlatform? = nil) {
    let scenario = run.scenario
    let others = scenario.parts.all.compactMap {
      part -> (platform: ScenarioPlatform, run: any PlatformRunReport)? in
      guard let reported = part as? any ReportedPart else {
        // A store whose section reads parts `run` cannot report is a programming error of that
        // store (the registrations' tests play every built-in), never a silently shorter report.
        assertionFailure("\(part.platform.rawValue)'s scenario part is not a ReportedPart")
        return nil
      }
      return (part.platform, reported.run(in: scenario))
    }
    let showsApple = others.isEmpty || scenario.platforms.contains(.apple)
    let shown = (showsApple ? [(platform: ScenarioPlatform.apple, run: run)] : []) + others
    self.init(
      runs: shown.map(\.run), withChecks: withChecks,
      diagram: shown.firstIndex { $0.platform == diagram } ?? 0)
  }
}
