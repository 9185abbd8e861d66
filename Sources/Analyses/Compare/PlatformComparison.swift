import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

/// `agetui compare NAME --by platform`: a scenario that names both stores, its Apple script and
/// its Google Play script each played once, and for every moment of the story (age, significant
/// change, revocation) what happened on each store, side by side. Every phrase is derived from
/// the runs' traces, never written by hand (`PlatformMoment`).
public struct PlatformComparison: Hashable, Sendable {
  /// One row: a moment and each store's phrases.
  public struct Row: Hashable, Sendable {
    /// The moment.
    public var moment: StoreMoment
    /// What happened on Apple, one phrase each.
    public var apple: [String]
    /// What happened on Google Play, one phrase each.
    public var googlePlay: [String]

    /// Creates a row.
    public init(moment: StoreMoment, apple: [String], googlePlay: [String]) {
      self.moment = moment
      self.apple = apple
      self.googlePlay = googlePlay
    }
  }

  /// The scenario compared.
  public var scenario: Scenario
  /// The moments either store's script reaches, in the story's order.
  public var rows: [Row]

  /// Plays both scripts; a scenario without both stores is an error naming those that have both.
  public init(scenario: Scenario, scenariosWithBoth: [String]) throws(CompareError) {
    guard scenario.platforms.contains(.apple), scenario.platforms.contains(.googlePlay),
      let play = PlayScenarioRunner.run(scenario)
    else {
      let names = scenariosWithBoth.isEmpty ? "none yet" : scenariosWithBoth.joined(separator: ", ")
      throw CompareError(
        "--by platform: \(scenario.name) runs on "
          + scenario.platforms.map(\.title).joined(separator: " and ")
          + " only; it needs both stores (platforms: [apple, google-play]). Scenarios with both: "
          + names)
    }
    self.scenario = scenario
    let apple = ScenarioRunner.run(scenario)
    let appleMoments = Self.moments(
      apple.steps.map { $0.scriptStep }, script: scenario.script.map(\.moment))
    let playMoments = Self.moments(
      play.steps.map(\.scriptStep), script: scenario.play?.steps.map(\.moment) ?? [])
    rows = StoreMoment.allCases.compactMap { moment in
      let appleSteps = zip(apple.steps, appleMoments).filter { $0.1 == moment }.map(\.0)
      let playSteps = zip(play.steps, playMoments).filter { $0.1 == moment }.map(\.0)
      guard !appleSteps.isEmpty || !playSteps.isEmpty else { return nil }
      return Row(
        moment: moment, apple: PlatformMoment.apple(appleSteps, moment: moment),
        googlePlay: PlatformMoment.googlePlay(playSteps, moment: moment, run: play.steps))
    }
  }

  /// Each run step's moment: its script step's, or, untagged, the last tagged one before it (a
  /// wait inside the significant change belongs to it); steps before any tag go with the first.
  public static func moments(_ scriptSteps: [Int], script: [StoreMoment?]) -> [StoreMoment?] {
    var current = script.compactMap { $0 }.first
    var byScriptStep: [StoreMoment?] = []
    for moment in script {
      current = moment ?? current
      byScriptStep.append(current)
    }
    return scriptSteps.map { byScriptStep.indices.contains($0 - 1) ? byScriptStep[$0 - 1] : nil }
  }
}
