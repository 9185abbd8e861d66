/// Where a key press lands: which pane has focus and what the screen is showing. Key bindings
/// name the contexts they apply to, so dispatch, the footer and the help overlay agree.
public struct KeyContext: Hashable, Sendable {
  /// What the screen is showing, from the keyboard's point of view.
  public enum Mode: Hashable, Sendable, CaseIterable {
    /// The panes, taking keys.
    case normal
    /// The help overlay is open over the panes.
    case help
    /// The scenario picker is open over the panes.
    case picker
    /// The terminal is too small; only a few keys work.
    case tooSmall
  }

  /// The focused pane.
  public var focus: Pane
  /// What the screen is showing.
  public var mode: Mode

  /// Creates a context.
  public init(focus: Pane, mode: Mode) {
    self.focus = focus
    self.mode = mode
  }
}
