/// What a mouse click landed on.
public enum ShellHit: Hashable, Sendable {
  /// A tab in the tab bar.
  case tab(Pane)
  /// A pane, outside its list.
  case pane(Pane)
  /// A list item (by index) inside a pane.
  case item(Pane, index: Int)
}
