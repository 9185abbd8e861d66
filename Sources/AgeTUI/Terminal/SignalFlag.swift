import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The last quit signal received (see ``SignalPolicy/quitSignals``), or 0.
///
/// The C handler only stores the number: everything else (endwin, re-raising) happens on the
/// main loop, which polls this every 100 ms, because curses calls are not async-signal-safe.
let pendingSignal = Atomic<Int32>(0)

/// Installs and restores the handlers that set ``pendingSignal``.
enum SignalFlag {
  /// Installs the handlers on every quit signal that ``SignalPolicy`` takes over. Call before
  /// `newterm`, so curses sees them and does not install its own (which would `_exit` without
  /// our cleanup).
  static func install() {
    _ = pendingSignal.load(ordering: .relaxed)
    for signalNumber in SignalPolicy.quitSignals
    where SignalPolicy.takesOver(signalNumber, from: disposition(of: signalNumber)) {
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
    if SignalPolicy.dumpsCore(signalNumber) {
      // The TUI has shut down cleanly (e.g. Ctrl-\ sent SIGQUIT): a core file would only
      // record that, so the signal ends the process without one.
      let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
      var limit = rlimit()
      if getrlimit(core, &limit) == 0 {
        limit.rlim_cur = 0
        setrlimit(core, &limit)
      }
    }
    signal(signalNumber, SIG_DFL)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signalNumber)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(signalNumber)
    // raise returns only if the signal could not end the process; use the conventional status.
    exit(128 + signalNumber)
  }

  private static func disposition(of signalNumber: Int32) -> SignalPolicy.Disposition {
    var current = sigaction()
    guard sigaction(signalNumber, nil, &current) == 0 else { return .handled }
    let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    switch handler {
    case unsafeBitCast(SIG_DFL, to: Int.self): return .defaultAction
    case unsafeBitCast(SIG_IGN, to: Int.self): return .ignored
    case _: return .handled
    }
  }
}

private func recordSignal(_ signalNumber: Int32) {
  pendingSignal.store(signalNumber, ordering: .relaxed)
}
