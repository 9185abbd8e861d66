import GooglePlay

/// One step of a Play story: what happens, and what the presenter says about it.
public struct PlayStoryStep: Hashable, Sendable {
  /// The action the step applies through `GooglePlayPlatform.apply`.
  public var action: PlayAction
  /// The one-line caption the banner shows on a small screen.
  public var caption: String
  /// The step's full narration.
  public var narration: String

  /// Creates a step.
  public init(action: PlayAction, caption: String, narration: String) {
    self.action = action
    self.caption = caption
    self.narration = narration
  }
}
