import AmazonAppstore
import Scenarios

/// A scenario's Amazon Appstore part: Amazon's world at the start and the script of Amazon
/// verbs.
public struct AmazonScript: ScenarioPart {
  /// Amazon's world before the first step.
  public var world: AmazonWorld
  /// The steps, in order.
  public var steps: [AmazonScriptStep]

  /// Amazon Appstore.
  public var platform: ScenarioPlatform { .amazonAppstore }
  /// How many Amazon steps the script has.
  public var scriptLength: Int { steps.count }
  /// Each Amazon step's caption, under `amazon-appstore.script`.
  public var writtenCaptions: [WrittenCaption] {
    WrittenCaption.captions(of: steps, under: "amazon-appstore.script")
  }

  /// Creates an Amazon script.
  public init(world: AmazonWorld, steps: [AmazonScriptStep]) {
    self.world = world
    self.steps = steps
  }
}
