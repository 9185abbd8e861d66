#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the report of a crash goes, and the one line that tells the user.
///
/// Swift's backtracer is interactive on a terminal: it would print over the TUI and wait 30 s
/// for a key. So, unless the user has chosen `SWIFT_BACKTRACE` themselves, the crash hook sends
/// the backtracer's report to a file and leaves only one line on the terminal, e.g.
/// `agetui crashed (SIGSEGV); the terminal was restored; crash report:
/// ~/.local/state/agetui/crash-20261123-074512-4242.txt`.
struct CrashReport: Equatable {
  /// The report file, or `nil` when `SWIFT_BACKTRACE` decides where the backtrace goes.
  let file: String?

  /// The report for a TUI launched at `launchedAt` (seconds since 1970, UTC) as process
  /// `processID`, in `directory`.
  init(environment: [String: String], directory: String, launchedAt: Int, processID: Int32) {
    if environment["SWIFT_BACKTRACE"] != nil {
      file = nil
    } else {
      file = directory + "/" + Self.fileName(launchedAt: launchedAt, processID: processID)
    }
  }

  /// The directories to try for the report, best first: the state directory the session is
  /// saved in, then `TMPDIR` (or `/tmp`), which is nearly always writable.
  static func directories(stateDirectory: String?, environment: [String: String]) -> [String] {
    var candidates: [String] = []
    if let stateDirectory { candidates.append(stateDirectory) }
    if let temporary = environment["TMPDIR"], temporary.hasPrefix("/") {
      candidates.append(
        temporary.count > 1 && temporary.hasSuffix("/")
          ? String(temporary.dropLast()) : temporary)
    } else {
      candidates.append("/tmp")
    }
    return candidates
  }

  /// `crash-YYYYMMDD-HHMMSS-PID.txt`, from the launch time in UTC: unique per process, and the
  /// newest report sorts last.
  static func fileName(launchedAt: Int, processID: Int32) -> String {
    var seconds = time_t(launchedAt)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func digits(_ value: Int32, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    let date =
      digits(parts.tm_year + 1900, 4) + digits(parts.tm_mon + 1, 2) + digits(parts.tm_mday, 2)
    let clock = digits(parts.tm_hour, 2) + digits(parts.tm_min, 2) + digits(parts.tm_sec, 2)
    return "crash-\(date)-\(clock)-\(processID).txt"
  }

  /// The line written to standard error, after the terminal is restored, when `signal` crashes
  /// the process.
  func line(for signal: Int32) -> String {
    let start = "agetui crashed (\(SignalPolicy.name(of: signal))); the terminal was restored; "
    guard let file else {
      return start + "Swift's backtracer reports the crash as SWIFT_BACKTRACE says"
    }
    return start + "crash report: \(file)"
  }

  /// The lines the report file starts with when `signal` crashes the process, after whatever was
  /// written to standard error while the TUI ran and before Swift's backtrace. They say why a
  /// report may hold nothing more: a release build with the Swift runtime linked in looks for
  /// the backtracer relative to its own path, where `swift build` puts none.
  func heading(for signal: Int32) -> String {
    """
    agetui crashed (\(SignalPolicy.name(of: signal))). Swift's backtrace follows; if nothing \
    follows, the Swift runtime found no backtracer (swift-backtrace) beside this executable. \
    The debug build (swift run agetui) finds the toolchain's; for a release build, run it with \
    SWIFT_BACKTRACE=swift-backtrace=PATH,output-to=stderr to have the backtrace on the terminal.

    """
  }
}
