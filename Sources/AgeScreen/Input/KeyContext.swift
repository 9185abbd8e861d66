/// Where a key press lands: which pane has focus and what the screen is showing. Key bindings
/// name the contexts they apply to, so dispatch, the footer and the help overlay agree.
public struct KeyContext: Hashable, Sendable {
  /// What the screen is showing, from the keyboard's point of view.
  public enum Mode: Hashable, Sendable, CaseIterable {
    /// The panes, taking keys.
    case normal
    /// The help overlay is open over the panes.
    case help
    /// The scenario or region picker is open over the panes.
    case picker
    /// A walkthrough step's narration is open in full over the panes.
    case narration
    /// The compare overlay (`c`) is open over the panes.
    case compare
    /// The terminal is too small; only a few keys work.
    case tooSmall
  }

  /// Something on screen that makes a key worth naming in the footer.
  public enum Condition: Hashable, Sendable {
    /// The narration banner is cut: `v` shows the rest.
    case narrationCut
    /// The `≈` marks on assumed wording are hidden: `W` shows them.
    case wordingMarksHidden
  }

  /// The focused pane.
  public var focus: Pane
  /// What the screen is showing.
  public var mode: Mode
  /// What the screen shows that some footer hints wait for.
  public var conditions: Set<Condition>

  /// Creates a context.
  public init(focus: Pane, mode: Mode, conditions: Set<Condition> = []) {
    self.focus = focus
    self.mode = mode
    self.conditions = conditions
  }
}
