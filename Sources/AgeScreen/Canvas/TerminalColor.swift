/// The eight basic terminal colours, in their ANSI/curses order (`COLOR_BLACK` … `COLOR_WHITE`).
public enum TerminalColor: Int, Hashable, Sendable, CaseIterable {
  /// Black (0).
  case black = 0
  /// Red (1).
  case red
  /// Green (2).
  case green
  /// Yellow (3).
  case yellow
  /// Blue (4).
  case blue
  /// Magenta (5).
  case magenta
  /// Cyan (6).
  case cyan
  /// White (7).
  case white
}
