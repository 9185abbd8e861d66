/// A key press (or mouse click, or resize) as the app sees it, independent of the terminal.
public enum Key: Hashable, Sendable {
  /// A printable character, including space (`.character(" ")`).
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Escape.
  case escape
  /// Backspace.
  case backspace
  /// The terminal changed size; re-layout and redraw.
  case resize
  /// A primary-button mouse click at a zero-based column and row.
  case click(column: Int, row: Int)
  /// Ctrl-C arriving as a key (only in raw mode; in cbreak mode it is SIGINT instead).
  case ctrlC

  /// Space, as a key.
  public static let space = Key.character(" ")

  /// How the key is written in the footer and the help overlay.
  public var label: String {
    switch self {
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .resize: return "resize"
    case .click: return "click"
    case .ctrlC: return "Ctrl-C"
    }
  }
}
