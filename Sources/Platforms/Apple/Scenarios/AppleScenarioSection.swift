import Apple
import FlowEngine
import Scenarios

/// Apple's part of a scenario file, read into an ``AppleScript``: the top-level `answers:` and
/// `script:` (the file format began with Apple alone), Apple's keys in `world:`, its person and
/// its app, and a region row's `regulation` and `reports-assurance-method`.
public struct AppleScenarioSection: ScenarioSection {
  /// Creates the section's reader.
  public init() {}

  /// Apple.
  public var platform: ScenarioPlatform { .apple }

  /// Apple's keys, where the file writes them.
  public var keys: ScenarioSectionKeys {
    ScenarioSectionKeys(
      topLevel: ["answers", "script"], world: ScenarioLoader.appleWorldKeys,
      person: ScenarioLoader.applePersonKeys, app: ScenarioLoader.appleAppKeys,
      regionRow: ["reports-assurance-method", "regulation"])
  }

  /// Apple's world, answers and script. Apple's keys in `world:` and `answers:` are read (and
  /// checked) whether or not the scenario runs on Apple; `script:` only when it does.
  public func part(
    from top: ScenarioMapping, world: WorldSection, plays: Bool, loader: inout ScenarioLoader
  ) throws(ScenarioError) -> (any ScenarioPart)? {
    let appleWorld = try loader.appleWorld(from: world)
    let answers = try top.optional("answers").map { node throws(ScenarioError) in
      try loader.answers(from: node)
    }
    guard plays else {
      if let scriptNode = top["script"] {
        let first = loader.platforms.first ?? platform
        throw scriptNode.error(
          "the top-level script is Apple's, and this scenario's platforms are "
            + "[\(loader.platforms.map(\.rawValue).joined(separator: ", "))]: put \(first.title)'s steps "
            + "under \(first.rawValue).script, or add apple to platforms")
      }
      return nil
    }
    let steps = try top.required("script").list(maximumCount: ScenarioLoader.maximumSteps).map {
      node throws(ScenarioError) in try loader.step(from: node, world: appleWorld)
    }
    return AppleScript(world: appleWorld, answers: answers ?? AppleDeclaredAnswers(), steps: steps)
  }

  /// A row's `regulation` periods and `reports-assurance-method`.
  public func readRegionRules(
    from row: ScenarioMapping, for region: Region, loader: inout ScenarioLoader
  ) throws(ScenarioError) {
    var rules = loader.regionRules(of: platform, startingFrom: AppleRegionRule.builtIn)
    rules.upsert(try loader.appleRegionRule(from: row, region: region), for: region.code)
    loader.setRegionRules(rules, of: platform)
  }

  /// An Apple verb belongs in the top-level script.
  public func misplacedActionHint(_ word: String) -> String? {
    AppleVerb(rawValue: word) == nil
      ? nil : "an Apple action: it belongs in the top-level script"
  }
}
