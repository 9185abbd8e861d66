import AgeScreen

/// A place to draw canvases and read keys from. ``NcursesTerminal`` is the real one; the event
/// loop only sees this protocol, so it never touches curses, and the tests run it on a fake
/// that replays a script of keys, resizes and signals.
protocol Terminal: AnyObject {
  /// The current size in columns and rows.
  var size: Size { get }

  /// The quit signal that has arrived (Ctrl-C, Ctrl-\, a hang-up… see ``SignalPolicy``), or
  /// `nil`. The loop checks it before every wait for input.
  var quitSignal: Int32? { get }

  /// Shows `canvas`. Only the cells that changed since the last frame reach the terminal.
  func draw(_ canvas: Canvas)

  /// Waits up to `timeoutMilliseconds` for input. `nil` means nothing arrived in time (or the
  /// input was not a key the app knows).
  func nextKey(timeoutMilliseconds: Int32) -> Key?

  /// Gives the terminal back to the shell exactly as it was. Safe to call more than once.
  func close()

  /// Has a crash append "crashed" to the file at `marker` (nil: to none), as the process dies.
  func markCrashes(in marker: String?)
}

extension Terminal {
  /// A terminal without a crash hook marks nothing.
  func markCrashes(in marker: String?) {}
}
