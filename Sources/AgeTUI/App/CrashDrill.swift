#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A deliberate crash for the end-to-end tests of the crash hook (`scripts/e2e.sh`): with
/// `AGETUI_CRASH_DRILL` set to `segv`, `abort`, `trap` or `hang`, the first key read crashes
/// (or hangs) the TUI that way, after it has drawn its first frame and taken over the terminal.
enum CrashDrill: String, CaseIterable {
  /// A write to an unmapped address: a real SIGSEGV fault.
  case segv
  /// `abort()`: SIGABRT, as a failed C assertion gives.
  case abort
  /// A Swift runtime trap (`fatalError`): SIGILL on x86-64, SIGTRAP on arm64.
  case trap
  /// Not a crash: the event loop gets stuck and never reads its signal flag again, as a bug
  /// in an update could make it; a second Ctrl-C must still get the user out.
  case hang

  /// The drill `environment` asks for, if any.
  init?(environment: [String: String]) {
    guard let value = environment["AGETUI_CRASH_DRILL"] else { return nil }
    self.init(rawValue: value)
  }

  /// Crashes the process, or never returns.
  func crash() -> Never {
    switch self {
    case .segv:
      // Page zero is never mapped, so this store faults.
      if let unmapped = UnsafeMutablePointer<Int32>(bitPattern: 16) {
        unmapped.pointee = 1
      }
      fatalError("crash drill: the store to page zero did not fault")
    case .abort:
      #if canImport(Glibc)
        Glibc.abort()
      #else
        Darwin.abort()
      #endif
    case .trap:
      fatalError("crash drill")
    case .hang:
      while true { pause() }
    }
  }
}
