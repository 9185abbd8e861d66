#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which signals the TUI takes over so that none of them leaves a broken terminal.
///
/// Every signal whose default action ends the process is a ``SignalRole/quit`` (handled by the
/// event loop, which restores the terminal in ordinary code), a ``SignalRole/crash`` (handled
/// at once by the crash hook, because the code that raised it cannot go on) or
/// ``SignalRole/ignored`` (SIGXFSZ: its cause is reported as a write error). Ctrl-\
/// sends SIGQUIT, so it quits like Ctrl-C; Swift's runtime catches SIGQUIT to print a
/// backtrace, but for a TUI the terminal comes first.
enum SignalPolicy {
  /// How a signal was handled when the TUI started.
  enum Disposition: Equatable {
    /// The default action (`SIG_DFL`).
    case defaultAction
    /// Ignored (`SIG_IGN`), e.g. SIGHUP under `nohup`.
    case ignored
    /// Someone installed a handler (e.g. Swift's backtracer on SIGQUIT).
    case handled
  }

  /// The signals that end the TUI cleanly, in signal-number order, real-time signals last.
  static let quitSignals: [Int32] =
    [
      SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU,
      SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
    ] + realTimeSignals

  /// The signals ignored from the process's start (``ProcessStart``) and while the TUI runs.
  /// SIGXFSZ: a write past `ulimit -f` then fails with EFBIG, which is handled like a full disk
  /// (a command says what it could not write and exits 74; the journal keeps its changes in
  /// memory and the screen says they are not saved; a recording is marked lost), instead of
  /// ending the process at its first write past the limit without a word.
  static let ignoredSignals: [Int32] = [SIGXFSZ]

  /// The signals that mean the process has crashed and cannot go on.
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]

  /// The real-time signals available to applications (their default action ends the process).
  static var realTimeSignals: [Int32] {
    let first = __libc_current_sigrtmin()
    let last = __libc_current_sigrtmax()
    return first <= last ? Array(first...last) : []
  }

  /// What the TUI does with `signal`.
  static func role(of signal: Int32) -> SignalRole {
    if crashSignals.contains(signal) { return .crash }
    if ignoredSignals.contains(signal) { return .ignored }
    if quitSignals.contains(signal) { return .quit }
    return .untouched
  }

  /// Whether the TUI installs its quit handler for `signal`, given how it was handled before.
  ///
  /// An ignored signal stays ignored (the user asked for that, e.g. with `nohup`), and another
  /// library's handler is kept, except Swift's backtracer on SIGQUIT: Ctrl-\ must quit the TUI,
  /// not blank it while a backtrace is printed.
  static func takesOver(_ signal: Int32, from disposition: Disposition) -> Bool {
    guard role(of: signal) == .quit else { return false }
    switch disposition {
    case .defaultAction: return true
    case .ignored: return false
    case .handled: return signal == SIGQUIT
    }
  }

  /// Whether the default action of `signal` writes a core dump (signal(7), "Core").
  static func dumpsCore(_ signal: Int32) -> Bool {
    [SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGXCPU, SIGXFSZ, SIGSYS]
      .contains(signal)
  }

  /// The conventional name of `signal` (`SIGSEGV`), or `signal N` when it has none.
  static func name(of signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL",
      SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
      SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE",
      SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGSTKFLT: "SIGSTKFLT", SIGXCPU: "SIGXCPU",
      SIGXFSZ: "SIGXFSZ", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGIO: "SIGIO",
      SIGPWR: "SIGPWR", SIGSYS: "SIGSYS",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
