import FlowEngine
import Reports
import Scenarios

/// `agetui compare NAME --by platform`: each store's part of a scenario played once, and for
/// every moment of the story (age, significant change, revocation) what happened on each
/// store, side by side: one column per store of the list that the scenario names. Every phrase
/// is derived from the runs' traces, never written by hand (each store's ``StoreMoments``).
public struct PlatformComparison: Hashable, Sendable {
  /// One store's column.
  public struct Column: Hashable, Sendable {
    /// The store.
    public var platform: ScenarioPlatform
    /// Its key in each JSON row: `apple`, `googlePlay`.
    public var jsonKey: String

    /// A column for `platform`, keyed `jsonKey` in JSON.
    public init(platform: ScenarioPlatform, jsonKey: String) {
      self.platform = platform
      self.jsonKey = jsonKey
    }
  }

  /// One row: a moment and each store's phrases.
  public struct Row: Hashable, Sendable {
    /// The moment.
    public var moment: StoreMoment
    /// What happened on each store, in the columns' order: one phrase each.
    public var phrases: [[String]]

    /// Creates a row.
    public init(moment: StoreMoment, phrases: [[String]]) {
      self.moment = moment
      self.phrases = phrases
    }
  }

  /// The scenario compared.
  public var scenario: Scenario
  /// The stores side by side, in the list's order.
  public var columns: [Column]
  /// The moments some store's script reaches, in the story's order.
  public var rows: [Row]

  /// Plays the part of each of `stores` that the scenario names; a scenario that names fewer
  /// than two of them is an error naming the scenarios that name enough (`scenariosWithBoth`).
  public init(scenario: Scenario, stores: [any StoreMoments], scenariosWithBoth: [String])
    throws(CompareError)
  {
    let played = stores.compactMap { store in
      store.phrases(of: scenario).map {
        (column: Column(platform: store.platform, jsonKey: store.jsonKey), phrases: $0)
      }
    }
    guard played.count > 1 else {
      let names = scenariosWithBoth.isEmpty ? "none yet" : scenariosWithBoth.joined(separator: ", ")
      let both = stores.count == 2 ? "both" : "two or more"
      throw CompareError(
        "--by platform: \(scenario.name) runs on "
          + ListPhrase.joined(scenario.platforms.map(\.title))
          + " only; it needs \(both) stores (platforms: ["
          + stores.map(\.platform.rawValue).joined(separator: ", ") + "]). Scenarios with "
          + "\(both): " + names)
    }
    self.scenario = scenario
    columns = played.map(\.column)
    rows = StoreMoment.allCases.compactMap { moment in
      guard played.contains(where: { $0.phrases[moment] != nil }) else { return nil }
      return Row(moment: moment, phrases: played.map { $0.phrases[moment] ?? [] })
    }
  }

  /// The names of the scenarios of `scenarios` that `--by platform` compares with `kinds`'
  /// columns.
  public static func comparable(_ scenarios: [Scenario], kinds: [CompareSideKind]) -> [String] {
    scenarios.filter { CompareSideKind.comparesStores($0, kinds: kinds) }.map(\.name)
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
