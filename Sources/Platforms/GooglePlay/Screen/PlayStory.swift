import AgeScreen
import GooglePlay
import GooglePlayScenarios
import Scenarios

/// A scenario's Google Play part as the Play shell plays it: the world it starts from and the
/// script's steps (the scenario format's own `PlayScriptStep`s: an action, its caption and
/// narration), and the scenario itself, which `c` replays once per value of a setting.
public struct PlayStory: Hashable, Sendable {
  /// The scenario's name, for the header.
  public var name: String
  /// The scenario's title.
  public var title: String
  /// The world before the first step.
  public var world: PlayWorld
  /// The script's steps, in order.
  public var steps: [PlayScriptStep]
  /// The scenario the story comes from, which `c` replays; nil for a story made in code.
  public var scenario: Scenario? = nil

  /// Creates a story without a scenario (set ``scenario`` for `c`).
  public init(name: String, title: String, world: PlayWorld, steps: [PlayScriptStep]) {
    self.name = name
    self.title = title
    self.world = world
    self.steps = steps
  }
}
