import AmazonAppstore
import Scenarios

/// A scenario's Amazon part as Amazon's side plays it: the world it starts from and the
/// walkthrough's steps, and the scenario itself, which `c` replays.
public struct AmazonStory: Hashable, Sendable {
  /// The scenario's name, for the header.
  public var name: String
  /// The scenario's title.
  public var title: String
  /// The world before the first step.
  public var world: AmazonWorld
  /// The walkthrough's steps, in order.
  public var steps: [AmazonStoryStep]
  /// The scenario the story comes from; nil for a story made in code.
  public var scenario: Scenario? = nil

  /// A story without a scenario.
  public init(name: String, title: String, world: AmazonWorld, steps: [AmazonStoryStep]) {
    self.name = name
    self.title = title
    self.world = world
    self.steps = steps
  }
}
