import FlowEngine

/// One step of a store's script as the shared runner plays it (``PartRunner``): its action,
/// the words it is shown with, and its `expect` checked against the world after it.
public protocol PlayableScriptStep: Sendable {
  /// The store's world the step acts on.
  associatedtype World: ScenarioWorld
  /// The action, as the store's world plays it.
  var action: World.Action { get }
  /// The action as written in the file.
  var text: String { get }
  /// The presenter's narration.
  var narration: String { get }
  /// Its own one-line caption; empty when the file gives none.
  var caption: String { get }
  /// The moment of the story it belongs to.
  var moment: StoreMoment? { get }
  /// Its `expect`, checked against `world` after it, the `entries` it wrote and the store's
  /// `refusal`, if any.
  func expectations(in world: World, entries: [World.Entry], refusal: World.Refusal?)
    -> [ExpectationResult]
}
