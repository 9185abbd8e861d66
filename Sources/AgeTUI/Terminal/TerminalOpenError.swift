/// Why the TUI cannot run on this terminal. Detected before anything is written to it.
enum TerminalOpenError: Error, Equatable, CustomStringConvertible {
  /// Standard input is not a terminal (a pipe, a file, /dev/null).
  case inputNotATerminal
  /// Standard output is not a terminal (a pipe or a file).
  case outputNotATerminal
  /// `TERM` is unset or empty.
  case termUnset
  /// terminfo has no entry for `TERM`.
  case unknownTerm(String)
  /// The terminal cannot move the cursor (no `cup`), e.g. `TERM=dumb`.
  case cannotAddressCursor(String)
  /// curses could not start on the terminal.
  case cursesFailed(String)

  /// One line for standard error, saying what is wrong and what to do instead.
  var description: String {
    switch self {
    case .inputNotATerminal:
      return "agetui: standard input is not a terminal; the TUI needs an interactive terminal"
        + " (use `agetui run` for headless output)"
    case .outputNotATerminal:
      return "agetui: standard output is not a terminal; the TUI needs an interactive terminal"
        + " (use `agetui run` for headless output)"
    case .termUnset:
      return "agetui: TERM is not set; set it to your terminal type (e.g. TERM=xterm-256color)"
    case .unknownTerm(let name):
      return "agetui: unknown terminal type TERM=\(name) (no terminfo entry); set TERM to one"
        + " your system knows (e.g. xterm-256color)"
    case .cannotAddressCursor(let name):
      return "agetui: TERM=\(name) cannot move the cursor, so the TUI cannot draw;"
        + " use a full terminal (e.g. TERM=xterm-256color) or `agetui run`"
    case .cursesFailed(let name):
      return "agetui: could not start curses on TERM=\(name)"
    }
  }
}
