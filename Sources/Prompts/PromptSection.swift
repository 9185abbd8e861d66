import Scenarios

/// One platform's surfaces in the catalogue, as its ``PromptSource`` found them.
public struct PromptSection: Hashable, Sendable {
  /// The platform.
  public var platform: ScenarioPlatform
  /// The text's heading over the entries.
  public var heading: String
  /// Its key in the JSON document.
  public var jsonKey: String
  /// Whether the JSON lists its key with no entries.
  public var isAlwaysInJSON: Bool
  /// One entry per surface, in catalogue order (none when the platform is left out).
  public var entries: [PromptEntry]

  /// Creates a section.
  public init(
    platform: ScenarioPlatform, heading: String, jsonKey: String, isAlwaysInJSON: Bool,
    entries: [PromptEntry]
  ) {
    self.platform = platform
    self.heading = heading
    self.jsonKey = jsonKey
    self.isAlwaysInJSON = isAlwaysInJSON
    self.entries = entries
  }
}
