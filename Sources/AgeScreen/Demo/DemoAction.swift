/// What a key or click asks the demo shell to do.
public enum DemoAction: Hashable, Sendable {
  /// Focus the next pane (Tab).
  case focusNext
  /// Focus the previous pane (Shift-Tab).
  case focusPrevious
  /// Focus a pane by number (1–4) or by clicking it.
  case focus(Pane)
  /// Move the selection by this many items (negative is up).
  case move(Int)
  /// Move the selection by one page (negative is up).
  case page(Int)
  /// Select the first item.
  case first
  /// Select the last item.
  case last
  /// Choose the selected item.
  case choose
  /// Focus a pane and select an item in it (a click).
  case select(Pane, index: Int)
  /// Open or close the help overlay.
  case toggleHelp
  /// Close the help overlay.
  case closeHelp
  /// Quit.
  case quit
}
