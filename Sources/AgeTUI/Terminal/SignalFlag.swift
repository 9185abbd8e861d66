import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The last termination signal received (SIGINT, SIGTERM, SIGHUP), or 0.
///
/// The C handler only stores the number: everything else (endwin, re-raising) happens on the
/// main loop, which polls this every 100 ms, because curses calls are not async-signal-safe.
let pendingSignal = Atomic<Int32>(0)

/// Installs and restores the handlers that set ``pendingSignal``.
enum SignalFlag {
  /// The signals that end the TUI cleanly.
  static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers. Call before `newterm`, so curses sees them and does not install
  /// its own (which would `_exit` without our cleanup).
  static func install() {
    _ = pendingSignal.load(ordering: .relaxed)
    for signalNumber in handled {
      signal(signalNumber, recordSignal)
    }
  }

  /// The signal received so far, or `nil`.
  static var received: Int32? {
    let value = pendingSignal.load(ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// Restores the default action for `signalNumber` and raises it, so the process ends with
  /// the status a shell expects (128 + n). Call only after the terminal is restored.
  static func reraise(_ signalNumber: Int32) -> Never {
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
    // raise returns only if the signal is blocked; fall back to the conventional status.
    exit(128 + signalNumber)
  }
}

private func recordSignal(_ signalNumber: Int32) {
  pendingSignal.store(signalNumber, ordering: .relaxed)
}
