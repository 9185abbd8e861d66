import FlowEngine

/// How a platform's section of a scenario file is read: the platform it is, and its part read
/// from the section over the scenario's shared world. Registered in
/// the stores' list (`Stores.scenarioSections`) and given to
/// ``ScenarioLoader/load(_:file:sections:)``, it
/// makes the platform a name `platforms:` accepts and its name a top-level key.
public protocol ScenarioSection: Sendable {
  /// The platform: `platforms:` lists its name, and its section is written under it.
  var platform: ScenarioPlatform { get }

  /// Reads the section at `node` over the scenario's shared `world` (what the `world:` section
  /// says that every platform reads, from which each derives its own world). `loader` carries
  /// what the file declared before it: its regions and their rules.
  func part(from node: ScenarioNode, world: SharedWorld, loader: inout ScenarioLoader)
    throws(ScenarioError) -> any ScenarioPart

  /// Reads what a `world.regions` row says for this platform, under the row's key named after
  /// it (`node`, nil when the row has none: a row for a built-in code then leaves the platform
  /// no rule there), into the rules `loader` keeps for it
  /// (``ScenarioLoader/setRegionRules(_:of:)``). Called for every row, in file order, before
  /// ``part(from:world:loader:)``.
  func readRegionRules(from node: ScenarioNode?, for region: Region, loader: inout ScenarioLoader)
    throws(ScenarioError)
}

extension ScenarioSection {
  /// A platform without rules in files refuses its key in a region row.
  public func readRegionRules(
    from node: ScenarioNode?, for region: Region, loader: inout ScenarioLoader
  ) throws(ScenarioError) {
    if let node { throw node.error("\(platform.title) takes no region rules from a scenario file") }
  }
}
