import GooglePlay

/// A scenario's Google Play part as the Play shell plays it: the world it starts from and the
/// script's steps, each an action with its caption and narration. The shell needs no more of a
/// scenario, so it does not depend on how scenarios are loaded.
public struct PlayStory: Hashable, Sendable {
  /// The scenario's name, for the header.
  public var name: String
  /// The scenario's title.
  public var title: String
  /// The world before the first step.
  public var world: PlayWorld
  /// The script's steps, in order.
  public var steps: [PlayStoryStep]

  /// Creates a story.
  public init(name: String, title: String, world: PlayWorld, steps: [PlayStoryStep]) {
    self.name = name
    self.title = title
    self.world = world
    self.steps = steps
  }
}
