import GooglePlay
import Scenarios

/// A scenario's Google Play part: Play's world at the start and the script of Play verbs.
public struct PlayScript: ScenarioPart {
  /// Play's world before the first step.
  public var world: PlayWorld
  /// The steps, in order.
  public var steps: [PlayScriptStep]

  /// Google Play.
  public var platform: ScenarioPlatform { .googlePlay }
  /// How many Play steps the script has.
  public var scriptLength: Int { steps.count }
  /// Each Play step's caption, under `google-play.script`.
  public var writtenCaptions: [WrittenCaption] {
    WrittenCaption.captions(of: steps, under: "google-play.script")
  }

  /// Creates a Play script.
  public init(world: PlayWorld, steps: [PlayScriptStep]) {
    self.world = world
    self.steps = steps
  }
}
