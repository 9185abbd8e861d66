extension CellStyle {
  /// The foreground colour of each role, drawn on the terminal's own background so text stays
  /// readable on dark and light themes alike; nil keeps the terminal's colour. Colour only adds
  /// to ``emphasis``, which carries the meaning on its own.
  public var foreground: TerminalColor? {
    switch self {
    case .plain, .header, .title, .border, .muted, .notice, .tab, .selectedInactive: nil
    case .focusedTitle, .focusedBorder, .selected, .accent, .key, .focusedTab: .cyan
    case .success: .green
    case .warning: .yellow
    case .danger: .red
    case .assumption: .magenta
    }
  }
}
