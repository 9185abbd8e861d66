import FlowEngine

/// How one store's part of a scenario file is read: the store it is, the keys it reads beside
/// every store's, and its part read over the scenario's shared world. Registered in the stores'
/// list (`Stores.scenarioSections`) and given to ``ScenarioLoader/load(_:file:sections:)``, it
/// makes the store a name `platforms:` accepts and its keys keys of the file.
///
/// Most stores write their part under their own key (`google-play:`): they conform to
/// ``KeyedScenarioSection``, which reads that key. Apple's part is written at the top level
/// (`script:`, `answers:`) and in `world:` itself, so its section reads the file's mappings.
public protocol ScenarioSection: Sendable {
  /// The store: `platforms:` lists its name.
  var platform: ScenarioPlatform { get }

  /// The keys the store reads beside every store's, where the file writes them.
  var keys: ScenarioSectionKeys { get }

  /// Reads the store's part from the file's top level `top` over its shared `world:` section;
  /// `plays` says whether `platforms:` lists the store. Called for every section, in order,
  /// after the world and its regions: a store not played returns nil, after refusing the keys
  /// only a played store may have and checking the others alike, so a file's errors do not
  /// depend on the stores it names.
  func part(
    from top: ScenarioMapping, world: WorldSection, plays: Bool, loader: inout ScenarioLoader
  ) throws(ScenarioError) -> (any ScenarioPart)?

  /// Reads what a `world.regions` row (`row`) says for this store, under the keys its
  /// ``keys`` name for a row, into the rules `loader` keeps for it
  /// (``ScenarioLoader/setRegionRules(_:of:)``). Called for every row, in file order, before
  /// ``part(from:world:plays:loader:)``; a row without the store's keys leaves it no rule for a
  /// built-in code it replaces.
  func readRegionRules(from row: ScenarioMapping, for region: Region, loader: inout ScenarioLoader)
    throws(ScenarioError)

  /// How another store's message names `word` when it is one of this store's actions written
  /// in that store's script ("an Apple action: it belongs in the top-level script"); nil when
  /// it is not.
  func misplacedActionHint(_ word: String) -> String?
}

extension ScenarioSection {
  /// No hint: the store names no action another store's script might borrow.
  public func misplacedActionHint(_ word: String) -> String? { nil }
}
