/// What the event loop should do after an action.
public enum LoopCommand: Hashable, Sendable {
  /// Redraw and wait for the next key.
  case keepRunning
  /// Restore the terminal and exit with status 0.
  case quit
}
