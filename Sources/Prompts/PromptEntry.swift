import Presentation

/// One entry of `agetui prompts`: a surface, when the system shows it, exactly what it says
/// (as the built-in that reaches it shows it) and that built-in's step.
public struct PromptEntry: Hashable, Sendable {
  /// Which surface.
  public var surface: SystemSurface
  /// When the system shows it, in one sentence.
  public var rule: String
  /// Its text and buttons with their provenance, as first shown by a built-in; nil when no
  /// built-in reaches it.
  public var content: SurfaceContent?
  /// The first built-in and step that show it; nil when none does.
  public var reach: SurfaceReach?

  /// An entry: `surface`, shown when `rule` says, with its `content` and the built-in step
  /// that reaches it (nil when none does).
  public init(surface: SystemSurface, rule: String, content: SurfaceContent?, reach: SurfaceReach?)
  {
    self.surface = surface
    self.rule = rule
    self.content = content
    self.reach = reach
  }
}
