/// What the TUI does with one signal while it owns the terminal (see ``SignalPolicy``).
enum SignalRole: Equatable {
  /// The signal asks the process to end: the handler only records it, the event loop restores
  /// the terminal within 100 ms, and the signal is raised again so the status is 128 + n.
  case quit
  /// A crash: the crash hook restores the terminal at once, says in one line where the crash
  /// report goes, and hands the signal on to Swift's backtracer.
  case crash
  /// Ignored, so what raised it fails with an error instead: SIGXFSZ, whose write then fails
  /// with EFBIG and is reported like any write error.
  case ignored
  /// Left alone: it does not end the process (SIGWINCH, SIGCHLD, SIGCONT, SIGURG), curses
  /// handles it (SIGTSTP), or it cannot be caught (SIGKILL, SIGSTOP).
  case untouched
}
