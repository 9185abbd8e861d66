import Scenarios

/// Standard error: the one place the command line and the TUI's launcher write to it.
enum StandardError {
  /// Writes a line, escaping whatever in it could act on a terminal (it may quote a path, a
  /// name or a value from a file).
  static func line(_ text: String) {
    StandardStream.write(TerminalSafeText.escaping(text) + "\n", to: StandardStream.error)
  }
}
