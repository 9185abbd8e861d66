import Apple

/// Google Play's section of a scenario file (`google-play:`), read into a ``PlayScript``.
public struct PlayScenarioSection: ScenarioSection {
  /// Creates the section's reader.
  public init() {}

  /// Google Play.
  public var platform: ScenarioPlatform { .googlePlay }

  /// Play's world, derived from the shared one with the section's `account:` and `app:` over
  /// it, and Play's script.
  public func part(from node: ScenarioNode, world: World, loader: inout ScenarioLoader)
    throws(ScenarioError) -> any ScenarioPart
  {
    try loader.playScript(from: node, world: world)
  }
}
