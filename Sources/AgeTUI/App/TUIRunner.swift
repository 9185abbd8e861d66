import AgeScreen
import FlowEngine

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Runs a TUI program on the real terminal, from preflight checks to the exit status.
///
/// Exit statuses: 0 after `q`; 1 after `q` with changes that could not be saved (asked first,
/// and said on standard error); 74 after `q` when the `--record` recording was lost or a
/// picture `x` asked for was not saved (a write failed: said on the notice line's mark at once
/// and on standard error at exit), also when changes were not saved either; 2 when the TUI
/// cannot run here (not a terminal, `TERM` unset, unknown or `dumb`), with one line on standard
/// error and no escape codes written. On a quit signal (Ctrl-C, Ctrl-\, SIGTERM, SIGHUP,
/// SIGUSR1, SIGPIPE… see ``SignalPolicy``) the terminal is restored and the signal re-raised, so
/// the process ends by that signal (status 130, 131, 143, 129… in a shell) and never returns
/// here. On a crash the crash hook restores
/// the terminal and names the crash report (see ``CrashReport``).
enum TUIRunner {
  /// Status when the terminal cannot host the TUI.
  static let unusableTerminalStatus: Int32 = 2
  /// Status after `q` when changes could not be saved (the user was asked and quit anyway).
  static let unsavedStatus: Int32 = 1
  /// Status after `q` when the recording or a picture could not be written (sysexits'
  /// EX_IOERR, as a command whose output could not be written).
  static let lostOutputStatus: Int32 = OutputCheck.failureStatus

  /// Runs `program` until it quits. With `resume`, the last saved session is restored first;
  /// either way the session is journaled to `sessionFileName` as it changes.
  static func run<Program: PersistentProgram>(
    _ program: Program, resume: Bool,
    sessionFileName: String = SessionJournal<Program.Record>.defaultFileName,
    recorder castRecorder: CastFileRecorder? = nil
  ) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    // Before newterm, so curses leaves these signals to us (see SignalFlag).
    SignalFlag.install()
    // What standard error is given while the TUI runs comes back to it when the terminal is
    // restored (NcursesTerminal.close); only a crash makes the report file.
    let outcome = session(
      program, resume: resume, environment: environment, sessionFileName: sessionFileName,
      recorder: castRecorder,
      open: { () throws(TerminalOpenError) -> NcursesTerminal in
        let terminal = try NcursesTerminal.open(environment: environment)
        terminal.installCrashHook(Self.crashReport(environment: environment))
        return terminal
      },
      printError: StandardError.line)
    switch outcome {
    case .status(let status): return status
    case .signal(let signalNumber): SignalFlag.reraise(signalNumber)
    }
  }

  /// One session on the terminal `open` gives: every decision between opening the terminal and
  /// restoring it, on any ``Terminal``; what belongs to the process (signal handlers, the crash
  /// hook, raising the signal again) stays in ``run(_:resume:sessionFileName:recorder:)``.
  ///
  /// When `open` fails, its reason goes to `printError` and the terminal is never touched.
  /// Otherwise the terminal is closed whichever way the loop ends, `restored` runs, and only
  /// then is a resume problem printed, so the line stays in the shell's scrollback.
  static func session<Program: PersistentProgram, Screen: Terminal>(
    _ program: Program, resume: Bool, environment: [String: String], sessionFileName: String,
    recorder castRecorder: CastFileRecorder?,
    open: () throws(TerminalOpenError) -> Screen,
    restored: () -> Void = {},
    printError: (String) -> Void
  ) -> TUIOutcome {
    let terminal: Screen
    do throws(TerminalOpenError) {
      terminal = try open()
    } catch {
      printError(error.description)
      return .status(unusableTerminalStatus)
    }
    var program = program
    var recorder = SessionRecorder<Program>(environment: environment, fileName: sessionFileName)
    // Restored only once the terminal is usable, so a refused launch never touches the file.
    // A quit signal (a hang-up, Ctrl-C) stops a long replay between two records.
    let startLines = recorder.begin(
      resume: resume, into: &program, size: terminal.size,
      interrupted: { terminal.quitSignal != nil }, markCrashes: terminal.markCrashes(in:))
    if recorder.wasInterrupted, let signalNumber = terminal.quitSignal {
      // The session never ran: nothing of it is saved, and the journal is as it was.
      terminal.close()
      restored()
      for line in startLines { printError(line) }
      return .signal(signalNumber)
    }
    recorder.take(program.start())
    var loop = EventLoop(program: program)
    if startLines.isEmpty {
      // A session that started cleanly saves as soon as its first frame is drawn rather than
      // at its first key, so `agetui notes` follows it from the start; after the frame, since
      // encoding and writing the journal's first records was a fifth of the time to it.
      loop.afterFirstFrame = { program in
        _ = recorder.save(&program)
        return false
      }
    }
    loop.probe = BenchProbe(environment: environment)
    loop.crashDrill = CrashDrill(environment: environment)
    let frameWriter = FrameFileWriter(environment: environment)
    var lostPictures = LostPictures()
    // Whether the last key was a q that was asked about (changes not saved).
    var isQuitAsked = false
    loop.afterAction = { program, commands in
      let wasQuitAsked = isQuitAsked
      if wasQuitAsked {
        // The question no longer holds: the next q asks again.
        isQuitAsked = false
        program.report(
          Notice(
            .info, "Not quitting; the changes are saved as soon as the journal can be written."))
      }
      recorder.take(commands)
      let saved = recorder.save(&program)
      let lostBefore = lostPictures.count
      let reported = frameWriter.write(commands, reportingTo: &program, losing: &lostPictures)
      if lostPictures.count > lostBefore, let mark = lostPictures.mark(now: Int(time(nil))) {
        // Marked as an unsaved journal and a lost recording are, for the rest of the session.
        program.deliver(recorder.markPicturesLost(mark))
      }
      return reported || saved || wasQuitAsked
    }
    loop.mayQuit = { program, commands in
      recorder.take(commands)
      _ = recorder.save(&program)
      guard let summary = recorder.shortUnsavedSummary, !isQuitAsked else { return true }
      isQuitAsked = true
      // The question says all the journal's mark does; the next failing save shows it again.
      program.deliver(.unsaved(recorder.lossMark))
      program.report(
        Notice(
          .warning,
          "Quit without saving? q quits, any other key keeps the session: \(summary)."))
      return false
    }
    if let castRecorder {
      loop.onFrame = { canvas, markers in
        guard castRecorder.record(canvas, markers: markers), let mark = castRecorder.lossMark
        else { return [] }
        // Marked as an unsaved journal is, and told once on the notice line.
        let notice = castRecorder.lossNotice.map { [RuntimeEvent.report($0)] } ?? []
        return [recorder.markRecordingLost(mark)] + notice
      }
    }
    // The session that owns the journal notes follow (`session.jsonl`) says it runs
    // (`session.pid`); a second instance on the directory, saving to a journal of its own, must
    // not take that over, or its exit would tell the notes the first one had ended.
    let stateDirectory = SessionJournal<Int>.defaultDirectory(environment: environment)
    let ownsFollowedJournal =
      recorder.busyHolder == nil
      && sessionFileName == SessionJournal<Program.Record>.defaultFileName
    let running = stateDirectory.flatMap {
      ownsFollowedJournal ? PresenceFile(directory: $0, name: PresenceFile.sessionFileName) : nil
    }
    running?.claim()
    if let stateDirectory {
      let notes = NotesPresence(directory: stateDirectory)
      loop.followedByNotes = { notes.isFollowing }
    }
    let exit = loop.run(on: terminal)
    running?.release()
    if case .signal = exit {
      // A last try for changes an earlier save could not write.
      var program = loop.program
      _ = recorder.save(&program)
    }
    // A quit signal ends the recording as q does: it is whole up to its last frame.
    let recordingLines = castRecorder?.finish() ?? []
    terminal.close()
    restored()
    for line in startLines { printError(line) }
    for line in recorder.exitLines { printError(line) }
    if let summary = recorder.unsavedSummary { printError("agetui: quit with \(summary)") }
    for line in recordingLines { printError(line) }
    if let line = lostPictures.exitLine(now: Int(time(nil))) { printError(line) }
    switch exit {
    case .quit:
      if castRecorder?.loss != nil || lostPictures.count > 0 { return .status(lostOutputStatus) }
      return .status(recorder.unsavedSummary == nil ? 0 : unsavedStatus)
    case .signal(let signalNumber): return .signal(signalNumber)
    }
  }

  /// The crash report of this run, in the first directory that exists or can be made.
  static func crashReport(environment: [String: String]) -> CrashReport {
    let state = SessionJournal<Int>.defaultDirectory(environment: environment)?.path
    let candidates = CrashReport.directories(stateDirectory: state, environment: environment)
    let directory =
      candidates.first {
        (try? FileManager.default.createDirectory(
          atPath: $0, withIntermediateDirectories: true)) != nil
      } ?? candidates.last ?? "/tmp"
    return CrashReport(
      environment: environment, directory: directory, launchedAt: Int(time(nil)),
      processID: getpid())
  }

}
