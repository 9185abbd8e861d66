/// A scenario file's `world:` section as read: the shared world every store's part derives its
/// own from, and the section's mappings, in which a store with keys of its own there
/// (``ScenarioSectionKeys/world``, ``ScenarioSectionKeys/person``, ``ScenarioSectionKeys/app``)
/// reads them.
public struct WorldSection {
  /// What every store reads.
  public var shared: SharedWorld
  /// The `world:` mapping.
  public var fields: ScenarioMapping
  /// The `world.person` mapping.
  public var person: ScenarioMapping
  /// The `world.app` mapping, with every key it leaves out taken from the default app.
  public var app: ScenarioMapping

  /// A read `world:` section.
  public init(
    shared: SharedWorld, fields: ScenarioMapping, person: ScenarioMapping, app: ScenarioMapping
  ) {
    self.shared = shared
    self.fields = fields
    self.person = person
    self.app = app
  }
}
