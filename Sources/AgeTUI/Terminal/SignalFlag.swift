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

/// Restores the terminal from inside the signal handler, for a second quit signal that arrives
/// before the event loop has acted on the first: the loop is stuck, so waiting for it would
/// leave the user with no way out but `kill -9` and a broken terminal. Set by
/// ``NcursesTerminal`` while it owns the terminal; written only when no quit signal is pending
/// (before the loop starts and after it ends), read only by the handler.
nonisolated(unsafe) var forcedQuitRestore: (@convention(c) () -> Void)?

/// Installs and restores the handlers that set ``pendingSignal``.
enum SignalFlag {
  /// Installs the handlers on every quit signal that ``SignalPolicy`` takes over. Call before
  /// `newterm`, so curses sees them and does not install its own (which would `_exit` without
  /// our cleanup).
  static func install() {
    // Globals are initialized lazily, which a signal handler must never be the one to do.
    _ = pendingSignal.load(ordering: .relaxed)
    _ = forcedQuitRestore
    for signalNumber in SignalPolicy.quitSignals
    where SignalPolicy.takesOver(signalNumber, from: disposition(of: signalNumber)) {
      signal(signalNumber, recordSignal)
    }
    for signalNumber in SignalPolicy.ignoredSignals {
      signal(signalNumber, SIG_IGN)
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
    preventCoreDump(for: signalNumber)
    signal(signalNumber, SIG_DFL)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signalNumber)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(signalNumber)
    // raise returns only if the signal could not end the process; use the conventional status.
    exit(128 + signalNumber)
  }

  /// A quit signal ends a TUI that has shut down on purpose (e.g. Ctrl-\ sent SIGQUIT): a core
  /// file would only record that, so signals whose default dumps core end the process without
  /// one. Async-signal-safe: only system calls.
  fileprivate static func preventCoreDump(for signalNumber: Int32) {
    guard SignalPolicy.dumpsCore(signalNumber) else { return }
    let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
    var limit = rlimit()
    if getrlimit(core, &limit) == 0 {
      limit.rlim_cur = 0
      setrlimit(core, &limit)
    }
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
  let earlier = pendingSignal.exchange(signalNumber, ordering: .relaxed)
  guard earlier != 0 else { return }
  forcedQuitRestore?()
  SignalFlag.preventCoreDump(for: signalNumber)
  // The signal is blocked while its handler runs: raised again with the default action, it
  // ends the process as soon as this handler returns.
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
