import Prompts
import Scenarios

/// A store's pictures for `agetui prompts --format html`: the picture of each of its surfaces
/// after the step that reaches it. One value draws a whole page, so it may keep each
/// scenario's run to draw every surface that run reaches.
public protocol PromptPictures {
  /// The SVG picture of `entry`'s surface after the step `reach` names in `scenario` (the
  /// built-in `reach.scenario`), or nil when the store cannot draw it.
  mutating func picture(of entry: PromptEntry, reach: SurfaceReach, in scenario: Scenario)
    -> String?
}
