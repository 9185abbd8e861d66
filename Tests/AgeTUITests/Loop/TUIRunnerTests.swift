import AgeScreen
import CustomDump
import Foundation
import Glibc
import Testing

@testable import AgeTUI

/// The runner's decisions, from opening the terminal to the exit status, on a fake terminal:
/// which status, what is printed and when, and that the terminal is always given back.
@Suite("TUIRunner")
struct TUIRunnerTests {
  /// What one session did.
  struct Session {
    var outcome: TUIOutcome
    /// The lines for standard error, each with whether the terminal had been given back.
    var printed: [Printed] = []
    /// Whether `restored` ran, and after the terminal was closed.
    var restoredAfterClose: Bool?
  }

  /// One line for standard error.
  struct Printed: Equatable {
    var line: String
    var afterClose: Bool
  }

  private static let size = Size(width: 20, height: 3)

  /// Runs `program` through the runner on `terminal`, journaling to `environment`'s state.
  private static func session<Program: PersistentProgram>(
    _ program: Program, on terminal: FakeTerminal, resume: Bool = false,
    environment: [String: String], castRecorder: CastFileRecorder? = nil
  ) -> Session {
    var printed: [Printed] = []
    var restoredAfterClose: Bool?
    let outcome = TUIRunner.session(
      program, resume: resume, environment: environment, sessionFileName: "test.jsonl",
      recorder: castRecorder, open: { terminal },
      restored: { restoredAfterClose = terminal.closeCount == 1 },
      printError: { printed.append(Printed(line: $0, afterClose: terminal.closeCount == 1)) })
    #expect(terminal.isScriptDone)
    return Session(outcome: outcome, printed: printed, restoredAfterClose: restoredAfterClose)
  }

  /// `line` without the spaces that pad it to the canvas's width.
  private static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }

  /// A fresh state directory, removed by `body`'s end.
  private static func withStateDirectory<T>(_ body: ([String: String], URL) throws -> T) throws
    -> T
  {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-runner-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(["XDG_STATE_HOME": directory.path], directory)
  }

  @Test("q exits with status 0 after giving the terminal back")
  func quit() throws {
    let session = try Self.withStateDirectory { environment, _ in
      let terminal = FakeTerminal(size: Self.size, script: [.key(.character("q"))])
      let session = Self.session(TallyProgram(), on: terminal, environment: environment)
      expectNoDifference(terminal.closeCount, 1)
      return session
    }
    expectNoDifference(session.outcome, .status(0))
    expectNoDifference(session.outcome.shellStatus, 0)
    expectNoDifference(session.printed, [])
    expectNoDifference(session.restoredAfterClose, true)
  }

  @Test(
    "a quit signal gives the terminal back, then is raised again: 128 + n",
    arguments: [(SIGINT, 130), (SIGQUIT, 131), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func signal(_ signalNumber: Int32, status: Int32) throws {
    let session = try Self.withStateDirectory { environment, _ in
      let terminal = FakeTerminal(
        size: Self.size, script: [.key(.character("+")), .signal(signalNumber)])
      let session = Self.session(TallyProgram(), on: terminal, environment: environment)
      expectNoDifference(terminal.closeCount, 1)
      return session
    }
    expectNoDifference(session.outcome, .signal(signalNumber))
    expectNoDifference(session.outcome.shellStatus, status)
    expectNoDifference(session.printed, [])
    expectNoDifference(session.restoredAfterClose, true)
  }

  static let openErrors: [TerminalOpenError] = [
    .inputNotATerminal, .outputNotATerminal, .termUnset, .unknownTerm("vt-nope"),
    .cannotAddressCursor("dumb"), .cursesFailed("xterm"),
  ]

  @Test(
    "a terminal that cannot host the TUI: status 2, its reason, no session file read",
    arguments: openErrors)
  func cannotOpen(_ error: TerminalOpenError) throws {
    var printed: [String] = []
    var restored = false
    let (outcome, stateExists) = try Self.withStateDirectory { environment, directory in
      let outcome = TUIRunner.session(
        TallyProgram(), resume: true, environment: environment, sessionFileName: "test.jsonl",
        recorder: nil,
        open: { () throws(TerminalOpenError) -> FakeTerminal in throw error },
        restored: { restored = true }, printError: { printed.append($0) })
      let state = directory.appendingPathComponent("agetui").path
      return (outcome, FileManager.default.fileExists(atPath: state))
    }
    expectNoDifference(outcome, .status(2))
    expectNoDifference(printed, [error.description])
    #expect(!restored)
    #expect(!stateExists)
  }

  @Test("q with changes that could not be saved asks first; q again quits with status 1")
  func quitWithUnsavedChanges() {
    let before = Int(time(nil))
    let terminal = FakeTerminal(
      size: Size(width: 300, height: 3),
      script: [
        .key(.character("+")), .key(.character("q")), .key(.character("+")),
        .key(.character("q")), .key(.character("q")),
      ])
    let session = Self.session(
      TallyProgram(), on: terminal, environment: ["XDG_STATE_HOME": "/proc/agetui-unwritable"])
    let clocks = [before, Int(time(nil))].map {
      JournalLock.Holder.clockText($0, now: $0)
    }
    let problem =
      "cannot create /proc/agetui-unwritable/agetui: No such file or directory"
    func expected(_ clock: String, changes: Int) -> [String] {
      let summary = "\(changes) changes since \(clock) not saved"
      return [
        "Quit without saving? q quits, any other key keeps the session: \(summary) (directory "
          + "missing).",
        "agetui: quit with \(summary) (\(problem))",
      ]
    }
    let asked = terminal.frames.map {
      String($0.canvas.lines[2].reversed().drop { $0 == " " }.reversed())
    }.filter { $0.contains("Quit without") }
    expectNoDifference(session.outcome, .status(1))
    #expect(
      clocks.contains {
        asked.last.map { [$0, session.printed.last?.line ?? ""] } == expected($0, changes: 2)
      }, "\(asked) \(session.printed)")
  }

  @Test("a recording that cannot be written: marked at once, said again at exit, status 74")
  func lostRecording() throws {
    let lostAt = 1_700_000_000
    let clock = JournalLock.Holder.clockText(lostAt, now: lostAt)
    let (session, screens, path) = try Self.withStateDirectory { environment, directory in
      let path = directory.appendingPathComponent("talk.cast").path
      let castRecorder = try CastFileRecorder(
        path: path, title: "test", usesColor: false,
        calls: FillingDisk(capacity: 0, code: EFBIG).calls, now: { lostAt })
      let terminal = FakeTerminal(
        size: Size(width: 300, height: 3), script: [.key(.character("+")), .key(.character("q"))])
      let session = Self.session(
        TallyProgram(), on: terminal, environment: environment, castRecorder: castRecorder)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "agetui", "talk.cast.partial",
        ])
      return (session, terminal.screens.map { String($0.split(separator: "\n")[2]) }, path)
    }
    let mark = "[recording lost at \(clock) — file size limit reached]"
    let notice =
      "recording stopped: cannot write \(path): File too large; what was recorded until "
      + "then is in \(path).partial"
    // The first frame is the one lost; the journal saved after + keeps the recording's mark.
    expectNoDifference(
      screens.map(Self.trimmed),
      [
        "", "\(mark) \(notice)", "\(mark) \(notice)",
      ])
    expectNoDifference(session.outcome, .status(74))
    expectNoDifference(
      session.printed,
      [
        Printed(
          line:
            "agetui: the recording was lost at \(clock) (cannot write \(path): File too large); "
            + "what was recorded until then is in \(path).partial, which asciinema plays",
          afterClose: true)
      ])
  }

  @Test("a picture that cannot be saved: marked for the session, said again at exit, status 74")
  func lostPicture() throws {
    let before = Int(time(nil))
    let (session, rows, missing) = try Self.withStateDirectory { environment, directory in
      // A directory that does not exist takes no picture.
      let missing = directory.appendingPathComponent("pictures").path
      var environment = environment
      environment["XDG_PICTURES_DIR"] = missing
      let terminal = FakeTerminal(
        size: Size(width: 300, height: 3),
        script: [
          .key(.character("x")), .key(.character("+")), .key(.character("x")),
          .key(.character("q")),
        ])
      let session = Self.session(TallyProgram(), on: terminal, environment: environment)
      return (
        session, terminal.screens.map { Self.trimmed(String($0.split(separator: "\n")[2])) },
        missing
      )
    }
    let first = "\(missing)/agetui-tally-0.svg"
    let second = "\(missing)/agetui-tally-1.svg"
    let clocks = [before, Int(time(nil))].map { JournalLock.Holder.clockText($0, now: $0) }
    // The notice row as it changed, frame by frame: the journal saved after + leaves the mark
    // (a row without it would show here), and the second picture lost counts two.
    let changes = rows.enumerated().filter { $0.offset == 0 || rows[$0.offset - 1] != $0.element }
    #expect(
      clocks.contains { clock in
        changes.map(\.element) == [
          "",
          "[picture not saved at \(clock) — directory missing] screen not saved: cannot write "
            + "\(first): No such file or directory",
          "[2 pictures not saved, the last at \(clock) — directory missing] screen not saved: "
            + "cannot write \(second): No such file or directory",
        ]
      }, "\(rows)")
    expectNoDifference(session.outcome, .status(74))
    #expect(
      clocks.contains { clock in
        session.printed == [
          Printed(
            line:
              "agetui: 2 pictures of the screen were not saved, the last asked for at \(clock) "
              + "(cannot write \(second): No such file or directory)",
            afterClose: true)
        ]
      }, "\(session.printed)")
  }

  @Test("a lost recording and unsaved changes: one mark for both, q asks, status 74")
  func lostRecordingAndJournal() throws {
    let lostAt = 1_700_000_000
    let before = Int(time(nil))
    let scratch = try ScratchDirectory()
    let path = scratch.file("talk.cast")
    let castRecorder = try CastFileRecorder(
      path: path, title: "test", usesColor: false,
      calls: FillingDisk(capacity: 0, code: EFBIG).calls, now: { lostAt })
    let terminal = FakeTerminal(
      size: Size(width: 300, height: 3),
      script: [.key(.character("+")), .key(.character("q")), .key(.character("q"))])
    let session = Self.session(
      TallyProgram(), on: terminal, environment: ["XDG_STATE_HOME": "/proc/agetui-unwritable"],
      castRecorder: castRecorder)
    let lostClock = JournalLock.Holder.clockText(lostAt, now: lostAt)
    let recording = "recording lost at \(lostClock) — file size limit reached"
    let rows = terminal.screens.map { Self.trimmed(String($0.split(separator: "\n")[2])) }
    let journalClocks = [before, Int(time(nil))].map { JournalLock.Holder.clockText($0, now: $0) }
    #expect(
      journalClocks.contains { clock in
        rows.contains {
          $0.hasPrefix("[not saved since \(clock) — directory missing · \(recording)]")
        }
      }, "\(rows)")
    // While q asks, the question says what the journal's mark did; the recording's stays.
    expectNoDifference(
      rows.last?.hasPrefix("[\(recording)] Quit without saving? "), true, "\(rows)")
    expectNoDifference(session.outcome, .status(74))
    expectNoDifference(session.printed.count, 2)
    expectNoDifference(
      session.printed.first?.line.hasPrefix("agetui: quit with 1 change since "), true)
    expectNoDifference(
      session.printed.last?.line,
      "agetui: the recording was lost at \(lostClock) (cannot write \(path): File too "
        + "large); what was recorded until then is in \(path).partial, which asciinema plays")
  }

  @Test("--resume without a state directory: the reason is printed after the terminal is back")
  func resumeProblem() {
    let terminal = FakeTerminal(size: Self.size, script: [.key(.character("q"))])
    let session = Self.session(TallyProgram(), on: terminal, resume: true, environment: [:])
    expectNoDifference(session.outcome, .status(0))
    expectNoDifference(
      session.printed,
      [
        Printed(
          line: "agetui: cannot resume: neither XDG_STATE_HOME nor HOME is set", afterClose: true)
      ])
    expectNoDifference(terminal.frames.first?.canvas.lines[2], "cannot resume: neith")
  }

  @Test("the session says it runs (session.pid) while it does, and sees notes that follow it")
  func presence() throws {
    let (frames, during, after) = try Self.withStateDirectory { environment, directory in
      let state = directory.appendingPathComponent("agetui", isDirectory: true)
      expectNoDifference(NotesPresence(directory: state).claim(), nil)
      let session = PresenceFile(directory: state, name: PresenceFile.sessionFileName)
      var during: Int32?
      let terminal = FakeTerminal(size: Self.size, script: [.key(.character("q"))])
      let outcome = TUIRunner.session(
        TallyProgram(), resume: false, environment: environment, sessionFileName: "test.jsonl",
        recorder: nil,
        open: {
          during = session.holder
          return terminal
        }, printError: { _ in })
      expectNoDifference(outcome, .status(0))
      return (terminal.frames.map { $0.canvas.lines[1] }, during, session.holder)
    }
    // Claimed after the terminal opened (so not yet when `open` ran) and released at the end.
    expectNoDifference(during, nil)
    expectNoDifference(after, nil)
    expectNoDifference(frames, ["20x3 notes          "])
  }

  @Test("a fresh session writes its journal before the first key")
  func journalAtStart() throws {
    let lines = try Self.withStateDirectory { environment, directory in
      let terminal = FakeTerminal(size: Self.size, script: [.signal(SIGTERM)])
      expectNoDifference(
        Self.session(TallyProgram(), on: terminal, environment: environment).outcome,
        .signal(SIGTERM))
      return try String(
        contentsOf: directory.appendingPathComponent("agetui/test.jsonl"), encoding: .utf8)
    }
    expectNoDifference(lines, SessionJournal<Int>.header + "\n")
  }

  @Test("every action is journaled, and --resume starts where the last session stopped")
  func resumeRestoresTheJournal() throws {
    let (first, second) = try Self.withStateDirectory { environment, _ in
      let first = FakeTerminal(
        size: Self.size,
        script: [.key(.character("+")), .key(.character("+")), .key(.character("q"))])
      expectNoDifference(
        Self.session(TallyProgram(), on: first, environment: environment).outcome, .status(0))
      let second = FakeTerminal(size: Self.size, script: [.key(.character("+")), .signal(SIGHUP)])
      let session = Self.session(
        TallyProgram(), on: second, resume: true, environment: environment)
      expectNoDifference(session.outcome, .signal(SIGHUP))
      expectNoDifference(session.printed, [])
      return (first, second)
    }
    expectNoDifference(
      first.frames.map { $0.canvas.lines[0] },
      [
        "count 0             ", "count 1             ", "count 2             ",
      ])
    expectNoDifference(
      second.frames.map { $0.canvas.lines[0] },
      [
        "count 2             ", "count 3             ",
      ])
    expectNoDifference(second.frames.first?.canvas.lines[2], "restored 2 records  ")
  }
}
