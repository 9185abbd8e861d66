/// The keys a store's section reads beside every store's, by where the file writes them; the
/// loader accepts them there, and refuses any key no store reads.
public struct ScenarioSectionKeys: Hashable, Sendable {
  /// Keys at the file's top level (`google-play`; Apple's `answers` and `script`).
  public var topLevel: [String]
  /// Keys in `world:` (Apple's `os`, `second-device`, …).
  public var world: [String]
  /// Keys in `world.person`.
  public var person: [String]
  /// Keys in `world.app`.
  public var app: [String]
  /// Keys in a `world.regions` row (`google-play`; Apple's `regulation`).
  public var regionRow: [String]

  /// The keys, each list empty unless given.
  public init(
    topLevel: [String] = [], world: [String] = [], person: [String] = [], app: [String] = [],
    regionRow: [String] = []
  ) {
    self.topLevel = topLevel
    self.world = world
    self.person = person
    self.app = app
    self.regionRow = regionRow
  }
}
