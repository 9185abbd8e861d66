import AgeScreen
import FlowEngine

/// A test-only screen with fixed placeholder panes: it pins the generic terminal layer (the
/// key table, ``ShellFrame`` layout at every size, the help overlay) independently of what the
/// simulator shows, which changes with the engine's texts.
enum PlaceholderScreen {
  /// A key table shaped like an app's: quitting and help first, pane-scoped and mode-scoped
  /// bindings, help-only bindings without a footer hint.
  static let keys = KeyTable<PlaceholderAction>([
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
      [.tab], .focusNext, hint: KeyHint(keys: "Tab", label: "next"), help: "Focus the next pane"),
    KeyBinding([.backTab], .focusPrevious, hint: nil, help: "Focus the previous pane"),
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

  /// The placeholder text at the top of each pane.
  static func introduction(of pane: Pane) -> [Line] {
    switch pane {
    case .child:
      [Line("Placeholder: the app and the system sheets will appear here.", style: .muted)]
    case .parent:
      [Line("Placeholder: Messages and notifications will appear here.", style: .muted)]
    case .settings:
      [Line("Placeholder: settings will change the simulation.", style: .muted)]
    case .timeline:
      [Line("Placeholder trace: what happened, at simulated times.", style: .muted)]
    }
  }

  /// The placeholder items of each pane's list.
  static func items(of pane: Pane) -> [String] {
    switch pane {
    case .child:
      [
        "Open the example app", "Request age range (gates 13, 16, 18)", "Share age range",
        "Don't share", "Ask a parent", "Acknowledge the update",
      ]
    case .parent:
      [
        "Messages: a question from the child", "Approve", "Decline", "Revoke consent",
        "Notifications",
      ]
    case .settings:
      [
        "Sharing mode: Ask First", "Family Sharing: on", "Account: signed in",
        "Region: placeholder", "OS version: placeholder", "Clock: +1 day", "Clock: +1 month",
        "Clock: +1 year", "Clock: next birthday", "Clock: next anniversary",
        "Second device: off",
      ]
    case .timeline:
      (1...24).map { "Placeholder trace entry \($0)" }
    }
  }

  /// The whole screen before layout, with `focus`, optionally the help overlay, at `size`.
  static func frame(focus: Pane = .child, isHelpOpen: Bool = false, size: Size) -> ShellFrame {
    let context = ShellFrame.context(focus: focus, isHelpOpen: isHelpOpen, size: size)
    var panes: [Pane: PaneBody] = [:]
    for pane in Pane.allCases {
      panes[pane] = PaneBody(
        text: introduction(of: pane), items: items(of: pane).map { Line($0) },
        list: ScrollList(count: items(of: pane).count))
    }
    return ShellFrame(
      header: HeaderBar(
        title: "AgeTUI — Default scenario (placeholder)",
        parts: [HeaderBar.Part("placeholder · no simulation", rank: 0)]),
      focus: focus,
      panes: panes, hints: keys.hints(in: context),
      help: isHelpOpen ? HelpOverlay(rows: keys.helpRows) : nil)
  }
}
