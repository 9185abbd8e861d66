import AmazonAppstore

/// One step of an Amazon walkthrough: the action it plays, the caption the banner shows and
/// the narration `v` opens.
public struct AmazonStoryStep: Hashable, Sendable {
  /// What the step does.
  public var action: AmazonAction
  /// The banner's short line.
  public var caption: String
  /// The whole narration.
  public var narration: String

  /// A step; an empty caption shows the narration.
  public init(_ action: AmazonAction, caption: String = "", narration: String) {
    self.action = action
    self.caption = caption.isEmpty ? narration : caption
    self.narration = narration
  }
}
