import AgeScreen
import Foundation

/// Runs a TUI program on the real terminal, from preflight checks to the exit status.
///
/// Exit statuses: 0 after `q`; 2 when the TUI cannot run here (not a terminal, `TERM` unset,
/// unknown or `dumb`), with one line on standard error and no escape codes written. On SIGINT
/// (Ctrl-C), SIGTERM or SIGHUP the terminal is restored and the signal re-raised, so the
/// process ends by that signal (status 130, 143, 129 in a shell) and never returns here.
enum TUIRunner {
  /// Status when the terminal cannot host the TUI.
  static let unusableTerminalStatus: Int32 = 2

  /// Runs `program` until it quits. With `resume`, the last saved session is restored first;
  /// either way the session is journaled to `sessionFileName` as it changes.
  static func run<Program: PersistentProgram>(
    _ program: Program, resume: Bool, sessionFileName: String = "session.jsonl",
    recorder castRecorder: CastFileRecorder? = nil
  ) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    // Before newterm, so curses leaves these signals to us (see SignalFlag).
    SignalFlag.install()
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal.open(environment: environment)
    } catch {
      printError(error.description)
      return unusableTerminalStatus
    }
    var program = program
    var recorder = SessionRecorder<Program>(environment: environment, fileName: sessionFileName)
    // Restored only once the terminal is usable, so a refused launch never touches the file.
    let resumeProblem = resume ? recorder.restore(into: &program) : nil
    var loop = EventLoop(program: program)
    loop.probe = BenchProbe(environment: environment)
    loop.afterAction = { recorder.save(&$0) }
    if let castRecorder {
      loop.onFrame = { castRecorder.record($0, markers: $1) }
    }
    let exit = loop.run(on: terminal)
    terminal.close()
    // Printed after the terminal is restored so the line stays in the shell's scrollback.
    if let resumeProblem { printError(resumeProblem) }
    switch exit {
    case .quit: return 0
    case .signal(let signalNumber): SignalFlag.reraise(signalNumber)
    }
  }

  private static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
