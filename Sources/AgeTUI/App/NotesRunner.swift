import AgeScreen

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Runs `agetui notes` on the real terminal: announces the notes (`notes.pid`), follows the
/// session, and on `q`, Ctrl-C or a quit signal restores the terminal and withdraws the
/// announcement before exiting (re-raising the signal, as the TUI does). A crash restores the
/// terminal through the same crash hook as the TUI's.
enum NotesRunner {
  /// Runs the notes for `environment`'s state directory. - Returns: the exit status.
  static func run(environment: [String: String]) -> Int32 {
    guard let directory = SessionJournal<Int>.defaultDirectory(environment: environment) else {
      StandardError.line(
        "agetui notes: neither XDG_STATE_HOME nor HOME is set, so there is no "
          + "session to follow")
      return 1
    }
    SignalFlag.install()
    let terminal: NcursesTerminal
    do throws(TerminalOpenError) {
      terminal = try NcursesTerminal.open(environment: environment)
    } catch {
      StandardError.line(error.description)
      return TUIRunner.unusableTerminalStatus
    }
    // A crash restores the terminal and names its report, as in the TUI.
    let report = TUIRunner.crashReport(environment: environment)
    terminal.installCrashHook(report)
    let presence = NotesPresence(directory: directory)
    let claimProblem = presence.claim()
    var follower = NotesFollower(directory: directory)
    var loop = NotesLoop { follower.poll() }
    loop.crashDrill = CrashDrill(environment: environment)
    let exit = loop.run(on: terminal)
    terminal.close()
    presence.release()
    if let claimProblem {
      StandardError.line("agetui notes: the TUI could not be told it is followed: \(claimProblem)")
    }
    switch exit {
    case .quit: return 0
    case .signal(let signalNumber): SignalFlag.reraise(signalNumber)
    }
  }
}
