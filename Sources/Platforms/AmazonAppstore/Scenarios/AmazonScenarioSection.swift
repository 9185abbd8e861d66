import AmazonAppstore
import FlowEngine
import Scenarios

/// Amazon Appstore's section of a scenario file (`amazon-appstore:`), read into an
/// ``AmazonScript`` over the shared world (docs/scenarios.md, "Amazon Appstore").
public struct AmazonScenarioSection: KeyedScenarioSection {
  /// Creates the section's reader.
  public init() {}

  /// Amazon Appstore.
  public var platform: ScenarioPlatform { .amazonAppstore }

  /// Amazon's world, derived from the shared one with the section's `profile:` and settings
  /// over it, and Amazon's script.
  public func part(from node: ScenarioNode, world: SharedWorld, loader: inout ScenarioLoader)
    throws(ScenarioError) -> any ScenarioPart
  {
    try loader.amazonScript(from: node, world: world)
  }
}
