extension Canvas: CustomStringConvertible {
  /// Every row quoted on its own line, ratatui style, so trailing spaces are visible in a
  /// snapshot diff.
  public var description: String {
    lines.map { "\"\($0)\"" }.joined(separator: "\n")
  }
}
