import AgeScreen

/// What a key asks ``PlaceholderScreen`` to do: a small, fixed action set that exercises the
/// generic key table without depending on the simulator's bindings.
enum PlaceholderAction: Hashable, Sendable {
  case focusNext
  case focusPrevious
  case focus(Pane)
  case move(Int)
  case page(Int)
  case first
  case last
  case choose
  case toggleHelp
  case closeHelp
  case quit
}
