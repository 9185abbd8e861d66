/// Why the event loop stopped.
enum LoopExit: Equatable {
  /// The program asked to quit (`q`): exit status 0.
  case quit
  /// A quit signal arrived (Ctrl-C, Ctrl-\, SIGTERM… see ``SignalPolicy``): re-raise it after
  /// restoring the terminal, so the exit status is 128 + n.
  case signal(Int32)
}
