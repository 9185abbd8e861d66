import FlowEngine
import GooglePlay
import Scenarios

/// Google Play's section of a scenario file (`google-play:`), read into a ``PlayScript``.
public struct PlayScenarioSection: KeyedScenarioSection {
  /// Creates the section's reader.
  public init() {}

  /// Google Play.
  public var platform: ScenarioPlatform { .googlePlay }

  /// Play's world, derived from the shared one with the section's `account:` and `app:` over
  /// it, and Play's script.
  public func part(from node: ScenarioNode, world: SharedWorld, loader: inout ScenarioLoader)
    throws(ScenarioError) -> any ScenarioPart
  {
    try loader.playScript(from: node, world: world)
  }

  /// A row's `google-play` periods: from which day Play answers under which rule.
  public func readRegionRules(
    from node: ScenarioNode?, for region: Region, loader: inout ScenarioLoader
  ) throws(ScenarioError) {
    var rules = loader.regionRules(of: platform, startingFrom: PlayRegionRule.builtIn)
    rules.upsert(try loader.playPeriods(from: node, region: region), for: region.code)
    loader.setRegionRules(rules, of: platform)
  }
}
