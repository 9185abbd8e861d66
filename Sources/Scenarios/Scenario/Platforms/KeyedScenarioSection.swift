import FlowEngine

/// A store's section written under the store's own key (`google-play:`), which is its only
/// top-level key and its only key in a `world.regions` row.
public protocol KeyedScenarioSection: ScenarioSection {
  /// Reads the section at `node` over the scenario's shared `world`. `loader` carries what the
  /// file declared before it: its regions and their rules.
  func part(from node: ScenarioNode, world: SharedWorld, loader: inout ScenarioLoader)
    throws(ScenarioError) -> any ScenarioPart

  /// Reads a `world.regions` row's value under the store's key (`node`, nil when the row has
  /// none) into the rules `loader` keeps for it.
  func readRegionRules(from node: ScenarioNode?, for region: Region, loader: inout ScenarioLoader)
    throws(ScenarioError)
}

extension KeyedScenarioSection {
  /// The store's name, at the top level and in a region row.
  public var keys: ScenarioSectionKeys {
    ScenarioSectionKeys(topLevel: [platform.rawValue], regionRow: [platform.rawValue])
  }

  /// The section under the store's key when the store is played; its key is refused otherwise.
  public func part(
    from top: ScenarioMapping, world: WorldSection, plays: Bool, loader: inout ScenarioLoader
  ) throws(ScenarioError) -> (any ScenarioPart)? {
    let key = platform.rawValue
    guard plays else {
      if let node = top[key] {
        throw node.error(
          "the scenario's platforms do not include \(key); add it: platforms: [apple, \(key)]")
      }
      return nil
    }
    return try part(from: top.required(key), world: world.shared, loader: &loader)
  }

  /// The row's value under the store's key.
  public func readRegionRules(
    from row: ScenarioMapping, for region: Region, loader: inout ScenarioLoader
  ) throws(ScenarioError) {
    try readRegionRules(from: row.optional(platform.rawValue), for: region, loader: &loader)
  }

  /// A store without rules in files refuses its key in a region row.
  public func readRegionRules(
    from node: ScenarioNode?, for region: Region, loader: inout ScenarioLoader
  ) throws(ScenarioError) {
    if let node { throw node.error("\(platform.title) takes no region rules from a scenario file") }
  }
}
