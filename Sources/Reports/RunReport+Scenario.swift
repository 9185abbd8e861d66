import Scenarios

extension RunReport {
  /// A scenario's report: each part's run (``ReportedPart``), in the scenario's order of parts,
  /// with `played` standing for its own store's part when that was played already (`run` plays
  /// a part once for every format). The diagram draws `diagram`'s run, by default the first.
  public init(
    _ scenario: Scenario, withChecks: Bool = false, diagram: ScenarioPlatform? = nil,
    played: (platform: ScenarioPlatform, run: any PlatformRunReport)? = nil
  ) {
    let shown = scenario.parts.all.compactMap {
      part -> (platform: ScenarioPlatform, run: any PlatformRunReport)? in
      if let played, played.platform == part.platform { return played }
      guard let reported = part as? any ReportedPart else {
        // A store whose section reads parts `run` cannot report is a programming error of that
        // store (the registrations' tests play every built-in), never a silently shorter report.
        assertionFailure("\(part.platform.rawValue)'s scenario part is not a ReportedPart")
        return nil
      }
      return (part.platform, reported.run(in: scenario))
    }
    self.init(
      runs: shown.map(\.run), withChecks: withChecks,
      diagram: shown.firstIndex { $0.platform == diagram } ?? 0)
  }
}
