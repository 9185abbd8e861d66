/// A store's part of a scenario that the shared runner plays step by step (``PartRunner``):
/// its world at the start and its script.
public protocol PlayableScript: ScenarioPart {
  /// The store's world.
  associatedtype World: ScenarioWorld
  /// One step of its script.
  associatedtype Step: PlayableScriptStep where Step.World == World
  /// The world before the first step.
  var world: World { get }
  /// The steps, in order.
  var steps: [Step] { get }
}
