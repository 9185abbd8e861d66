extension DemoShell {
  /// The demo's one key table. Order matters twice: the first active binding for a key wins,
  /// and the footer keeps the first hints when the terminal is narrow, so quitting and help
  /// come first.
  public static let keys = KeyTable<DemoAction>([
    KeyBinding(
      [.character("q")], .quit, hint: KeyHint(keys: "q", label: "quit"), help: "Quit",
      modes: [.normal, .help, .tooSmall]),
    KeyBinding(
      [.ctrlC], .quit, hint: nil, help: "Quit (also restores the terminal)",
      modes: [.normal, .help, .tooSmall]),
    KeyBinding(
      [.character("?")], .toggleHelp, hint: KeyHint(keys: "?", label: "help"),
      help: "Open this help"),
    KeyBinding(
      [.character("?"), .escape], .closeHelp, hint: KeyHint(keys: "?/Esc", label: "close help"),
      help: "Close this help", modes: [.help]),
    KeyBinding(
      [.tab], .focusNext, hint: KeyHint(keys: "Tab", label: "next"),
      help: "Focus the next pane"
    ),
    KeyBinding(
      [.backTab], .focusPrevious, hint: nil, help: "Focus the previous pane"),
    KeyBinding(
      [.character("1")], .focus(.child), hint: KeyHint(keys: "1-4", label: "pane"),
      help: "Focus Child device"),
    KeyBinding(
      [.character("2")], .focus(.parent), hint: KeyHint(keys: "1-4", label: "pane"),
      help: "Focus Parent device"),
    KeyBinding(
      [.character("3")], .focus(.settings), hint: KeyHint(keys: "1-4", label: "pane"),
      help: "Focus Settings"),
    KeyBinding(
      [.character("4")], .focus(.timeline), hint: KeyHint(keys: "1-4", label: "pane"),
      help: "Focus Timeline"),
    KeyBinding(
      [.up, .character("k")], .move(-1), hint: KeyHint(keys: "↑↓", label: "move"),
      help: "Select the previous item"),
    KeyBinding(
      [.down, .character("j")], .move(1), hint: KeyHint(keys: "↑↓", label: "move"),
      help: "Select the next item"),
    KeyBinding(
      [.enter, .space], .choose, hint: KeyHint(keys: "Enter", label: "choose"),
      help: "Choose the selected item", panes: [.child, .parent, .settings]),
    KeyBinding([.pageUp], .page(-1), hint: nil, help: "Scroll up one page"),
    KeyBinding([.pageDown], .page(1), hint: nil, help: "Scroll down one page"),
    KeyBinding(
      [.home, .character("g")], .first, hint: KeyHint(keys: "g/G", label: "first/last"),
      help: "Jump to the first entry", panes: [.timeline]),
    KeyBinding(
      [.end, .character("G")], .last, hint: KeyHint(keys: "g/G", label: "first/last"),
      help: "Jump to the last entry", panes: [.timeline]),
  ])
}
