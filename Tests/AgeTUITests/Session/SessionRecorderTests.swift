import AgeScreen
import CustomDump
import Foundation
import Glibc
import Testing

@testable import AgeTUI

/// The recorder as the only writer of its journal: the lock, writes that survive faults, and a
/// `--resume` that sets aside what it cannot use instead of failing on it every time.
@Suite("SessionRecorder")
struct SessionRecorderTests {
  private static let size = Size(width: 40, height: 3)
  private static let startedAt = 1_800_000_000

  /// A fresh state home and its `agetui` directory.
  static func stateDirectory() throws -> (environment: [String: String], directory: URL) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-recorder-\(UUID().uuidString)", isDirectory: true)
    let directory = home.appendingPathComponent("agetui", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return (["XDG_STATE_HOME": home.path], directory)
  }

  private static func recorder<Program: PersistentProgram>(
    _: Program.Type, _ environment: [String: String], processID: Int32,
    calls: JournalWriter.SystemCalls = .live
  ) -> SessionRecorder<Program> {
    SessionRecorder(
      environment: environment, fileName: "session.jsonl", processID: processID,
      now: { startedAt }, calls: calls)
  }

  private static func records<Record: Codable>(
    _: Record.Type, in directory: URL, _ name: String = "session.jsonl"
  ) -> [Record]? {
    let journal = SessionJournal<Record>(fileURL: directory.appendingPathComponent(name))
    guard case .loaded(let records, _) = journal.load() else { return nil }
    return records
  }

  private static func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  private static var clock: String {
    JournalLock.Holder.clockText(startedAt, now: startedAt)
  }

  // MARK: - One writer per journal

  @Test("a second session beside a running one says who runs and uses a journal of its own")
  func secondSession() throws {
    let (environment, directory) = try Self.stateDirectory()
    var first = Self.recorder(TallyProgram.self, environment, processID: 1111)
    var firstProgram = TallyProgram()
    expectNoDifference(first.begin(resume: false, into: &firstProgram, size: Self.size), [])
    first.take(firstProgram.update(.add, size: Self.size))
    _ = first.save(&firstProgram)

    for resume in [false, true] {
      var second = Self.recorder(TallyProgram.self, environment, processID: 2222)
      var secondProgram = TallyProgram()
      let lines = second.begin(resume: resume, into: &secondProgram, size: Self.size)
      let message =
        "a session is already running in \(directory.path) (PID 1111, since \(Self.clock)); "
        + "this one is saved to session-2222.jsonl"
        + (resume ? " and starts fresh: --resume cannot take over a running session" : "")
      expectNoDifference(lines, ["agetui: " + message])
      expectNoDifference(
        secondProgram.notice,
        Notice(
          .warning,
          "a session (PID 1111, since \(Self.clock)) is already running here; this one saves "
            + "to session-2222.jsonl" + (resume ? " and starts fresh" : "")))
      expectNoDifference(secondProgram.count, 0)
      second.take(secondProgram.update(.add, size: Self.size))
      second.take(secondProgram.update(.add, size: Self.size))
      _ = second.save(&secondProgram)
      expectNoDifference(
        second.exitLines,
        [
          "agetui: this session was saved to \(directory.path)/session-2222.jsonl, not "
            + "session.jsonl, which another session (PID 1111, since \(Self.clock)) was "
            + "writing; agetui --resume --session session-2222.jsonl restores it"
        ])
      expectNoDifference(Self.records(Int.self, in: directory, "session-2222.jsonl"), [1, 1])
    }
    // The first session's journal was never touched, and it keeps writing it.
    first.take(firstProgram.update(.add, size: Self.size))
    _ = first.save(&firstProgram)
    expectNoDifference(Self.records(Int.self, in: directory), [1, 1])
    withExtendedLifetime(first) {}
  }

  @Test("a lock left by a process that ended is free: the next session takes it over")
  func staleLock() throws {
    let (environment, directory) = try Self.stateDirectory()
    let lock = directory.appendingPathComponent("session.jsonl.lock")
    try Data("999999 12345\n".utf8).write(to: lock)
    let journal = directory.appendingPathComponent("session.jsonl")
    expectNoDifference(JournalLock.holder(of: journal), nil)
    let processID = getpid()
    var recorder = Self.recorder(TallyProgram.self, environment, processID: processID)
    var program = TallyProgram()
    expectNoDifference(recorder.begin(resume: false, into: &program, size: Self.size), [])
    expectNoDifference(recorder.journal?.fileURL.lastPathComponent, "session.jsonl")
    #expect(try String(contentsOf: lock, encoding: .utf8) == "\(processID) \(Self.startedAt)\n")
    expectNoDifference(
      JournalLock.holder(of: journal),
      JournalLock.Holder(processID: processID, startedAt: Self.startedAt))
    withExtendedLifetime(recorder) {}
  }

  // MARK: - Resume that cannot lock the user out

  /// Writes a journal of `lines` (after the header) and resumes it into a TallyProgram.
  private static func resume(_ text: String) throws -> (
    lines: [String], program: TallyProgram, directory: URL
  ) {
    let (environment, directory) = try stateDirectory()
    try Data(text.utf8).write(to: directory.appendingPathComponent("session.jsonl"))
    var recorder = Self.recorder(TallyProgram.self, environment, processID: 4444)
    var program = TallyProgram()
    let lines = recorder.begin(resume: true, into: &program, size: size)
    return (lines, program, directory)
  }

  private static let header = SessionJournal<Int>.header + "\n"

  @Test(
    "what cannot be replayed is set aside, and the user is told what was kept and where",
    arguments: [
      (
        "1\n1\n5\n1\n", 2,
        "resumed 2 of 4 records: record 3 of 4 (line 4) adds 5, so the replay stopped before it"
      ),
      (
        "1\n[[[\n1\n", 2,
        "resumed 2 of 2 records: line 3 of session.jsonl is not a session record (not valid "
          + "JSON) and was skipped"
      ),
      (
        "1\n1\n{\"a", 2,
        "resumed 2 of 2 records: the last change in session.jsonl was cut short and is dropped"
      ),
      (
        "7\n1\n", 0,
        "nothing in session.jsonl could be resumed (started fresh): record 1 of 2 (line 2) adds "
          + "7, so the replay stopped before it"
      ),
      (
        "{\"op", 0,
        "nothing in session.jsonl could be resumed (started fresh): the first record of "
          + "session.jsonl (line 2, the scenario it opened) was cut short"
      ),
    ] as [(String, Int, String)])
  func resumeSetsAside(body: String, kept: Int, message: String) throws {
    let (lines, program, directory) = try Self.resume(Self.header + body)
    let path = directory.appendingPathComponent("session.jsonl").path
    let parts = message.components(separatedBy: ": ")
    let full =
      parts[0] + "; the journal as it was is kept in session.jsonl.set-aside-1: "
      + parts.dropFirst().joined(separator: ": ")
    expectNoDifference(lines, ["agetui: " + full])
    expectNoDifference(program.notice, Notice(.warning, full))
    expectNoDifference(program.count, kept)
    let aside = directory.appendingPathComponent("session.jsonl.set-aside-1")
    #expect(try String(contentsOf: aside, encoding: .utf8) == Self.header + body)
    // The journal holds what was restored, so the next --resume restores exactly that.
    expectNoDifference(
      Self.records(Int.self, in: directory), (kept > 0 ? Array(repeating: 1, count: kept) : nil))
    #expect(!RegularFileReader.exists(path + ".resuming"))
  }

  @Test("a whole last record without its newline is kept, and the journal mended")
  func missingNewline() throws {
    let (lines, program, directory) = try Self.resume(Self.header + "1\n1")
    expectNoDifference(lines, [])
    expectNoDifference(program.count, 2)
    #expect(
      try String(contentsOf: directory.appendingPathComponent("session.jsonl"), encoding: .utf8)
        == Self.header + "1\n1\n")
    #expect(try Self.files(in: directory) == ["session.jsonl", "session.jsonl.lock"])
  }

  @Test("the crash marker lives exactly while the journal is replayed")
  func markerWhileReplaying() throws {
    let (environment, directory) = try Self.stateDirectory()
    let journal = SessionJournal<StepProgram.Step>(
      fileURL: directory.appendingPathComponent("session.jsonl"))
    expectNoDifference(journal.start(with: [StepProgram.Step(n: 0), StepProgram.Step(n: 1)]), nil)
    var recorder = Self.recorder(StepProgram.self, environment, processID: 5556)
    var program = StepProgram()
    program.watchedFile = journal.fileURL.path + ".resuming"
    expectNoDifference(recorder.begin(resume: true, into: &program, size: Self.size), [])
    expectNoDifference(program.sawFileWhileRestoring, true)
    expectNoDifference(program.steps, [StepProgram.Step(n: 0), StepProgram.Step(n: 1)])
    #expect(try Self.files(in: directory) == ["session.jsonl", "session.jsonl.lock"])
  }

  @Test(
    "a --resume that crashed, or was cut short twice, is never repeated: it is set aside first",
    arguments: [
      ("77\ncrashed\n", "ended in a crash while replaying it"),
      (
        "77\nagain\n",
        "was cut short twice while replaying it (killed, or a crash the crash hook did not see)"
      ),
      ("77\nagain\ncrashed\n", "ended in a crash while replaying it"),
    ])
  func crashedResume(marker: String, how: String) throws {
    let (environment, directory) = try Self.stateDirectory()
    let journal = directory.appendingPathComponent("session.jsonl")
    try Data((Self.header + "1\n1\n").utf8).write(to: journal)
    try Data(marker.utf8).write(to: directory.appendingPathComponent("session.jsonl.resuming"))
    var recorder = Self.recorder(TallyProgram.self, environment, processID: 5555)
    var program = TallyProgram()
    let message =
      "the last --resume of session.jsonl \(how); moved it to session.jsonl.crashed-1 and "
      + "started fresh"
    expectNoDifference(
      recorder.begin(resume: true, into: &program, size: Self.size), ["agetui: " + message])
    expectNoDifference(program.notice, Notice(.warning, message))
    expectNoDifference(program.count, 0)
    #expect(try Self.files(in: directory) == ["session.jsonl.crashed-1", "session.jsonl.lock"])
  }

  @Test("a --resume that was killed once (no crash in its marker) is replayed again, once")
  func killedResumeReplaysAgain() throws {
    let (environment, directory) = try Self.stateDirectory()
    let journal = directory.appendingPathComponent("session.jsonl")
    try Data((Self.header + "1\n1\n").utf8).write(to: journal)
    let marker = directory.appendingPathComponent("session.jsonl.resuming")
    try Data("77\n".utf8).write(to: marker)
    var recorder = Self.recorder(TallyProgram.self, environment, processID: 5555)
    var program = TallyProgram()
    var marks: [String?] = []
    let said = recorder.begin(
      resume: true, into: &program, size: Self.size,
      markCrashes: { path in
        marks.append(path.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "gone" })
      })
    expectNoDifference(said, [])
    expectNoDifference(program.count, 2)
    // The second try's marker says so: if it is cut short too, the next start sets it aside.
    expectNoDifference(marks, ["\(getpid())\nagain\n", nil])
    #expect(try Self.files(in: directory) == ["session.jsonl", "session.jsonl.lock"])
    #expect(try String(contentsOf: journal, encoding: .utf8) == Self.header + "1\n1\n")
  }

  @Test("a fresh start drops the marker of a killed --resume and leaves the journal alone")
  func killedResumeThenFreshStart() throws {
    let (environment, directory) = try Self.stateDirectory()
    let journal = directory.appendingPathComponent("session.jsonl")
    try Data((Self.header + "1\n").utf8).write(to: journal)
    try Data("77\n".utf8).write(to: directory.appendingPathComponent("session.jsonl.resuming"))
    var recorder = Self.recorder(TallyProgram.self, environment, processID: 5555)
    var program = TallyProgram()
    expectNoDifference(recorder.begin(resume: false, into: &program, size: Self.size), [])
    #expect(try Self.files(in: directory) == ["session.jsonl", "session.jsonl.lock"])
  }

  @Test("a quit signal stops a long replay: the journal stays as it was and nothing is written")
  func interruptedReplay() throws {
    let (environment, directory) = try Self.stateDirectory()
    let journal = directory.appendingPathComponent("session.jsonl")
    let text = Self.header + String(repeating: "1\n", count: 10)
    try Data(text.utf8).write(to: journal)
    var recorder = Self.recorder(TallyProgram.self, environment, processID: 5555)
    var program = TallyProgram()
    // The recorder asks once before the replay, then once before each record: the signal
    // arrives while record 3 is next.
    var asked = 0
    let said = recorder.begin(
      resume: true, into: &program, size: Self.size,
      interrupted: {
        asked += 1
        return asked >= 4
      })
    let message =
      "the --resume of session.jsonl was interrupted after 2 of 10 records; session.jsonl is "
      + "unchanged, and agetui --resume replays it again"
    expectNoDifference(said, ["agetui: " + message])
    expectNoDifference(program.notice, Notice(.warning, message))
    #expect(recorder.wasInterrupted)
    expectNoDifference(recorder.pendingCount, 0)
    let saved = recorder.save(&program)
    #expect(!saved)
    #expect(try Self.files(in: directory) == ["session.jsonl", "session.jsonl.lock"])
    #expect(try String(contentsOf: journal, encoding: .utf8) == text)
  }

  // MARK: - Writes that survive faults

  @Test(
    "faults at every record of a 200-action session: what is reported saved is what reloads",
    arguments: FaultPlan.Fault.allCases)
  func faultInjection(_ fault: FaultPlan.Fault) throws {
    let actions = 200
    for faultyFrom in 0..<actions {
      let (environment, directory) = try Self.stateDirectory()
      defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
      // Two saves in a row fail, so the second retries the first's records too.
      let plan = FaultPlan(fault, saves: faultyFrom..<(faultyFrom + 2))
      var recorder = Self.recorder(
        StepProgram.self, environment, processID: 6666, calls: plan.calls)
      var program = StepProgram()
      _ = recorder.begin(resume: false, into: &program, size: Self.size)
      // Every save is checked near the fault; one session in 25 checks every save.
      let checksAll = faultyFrom % 25 == 0
      for index in 0..<actions {
        plan.saveIndex = index
        recorder.take(program.update(.step, size: Self.size))
        _ = recorder.save(&program)
        let reportedSaved = program.steps.count - recorder.pendingCount
        let isUnsaved = recorder.unsaved != nil
        expectNoDifference(isUnsaved, (recorder.pendingCount > 0))
        expectNoDifference((program.unsavedMark != nil), isUnsaved)
        guard checksAll || (faultyFrom...faultyFrom + 3).contains(index) || index == actions - 1
        else { continue }
        let reloaded = Self.records(StepProgram.Step.self, in: directory) ?? []
        expectNoDifference(
          reloaded, Array(program.steps.prefix(reportedSaved)),
          "\(fault) from save \(faultyFrom), after save \(index)")
      }
      // Records still unsaved after the last action go with the next save.
      plan.saveIndex = actions + 2
      _ = recorder.save(&program)
      expectNoDifference(Self.records(StepProgram.Step.self, in: directory), program.steps)
      expectNoDifference(recorder.pendingCount, 0, "\(fault) from save \(faultyFrom)")
      expectNoDifference(program.unsavedMark, nil)
    }
  }

  @Test("a full disk: a persistent mark with errno's reason, then 'saved again'")
  func fullDiskMark() throws {
    let (environment, directory) = try Self.stateDirectory()
    let plan = FaultPlan(.full, saves: 1..<3)
    var recorder = Self.recorder(StepProgram.self, environment, processID: 7777, calls: plan.calls)
    var program = StepProgram()
    _ = recorder.begin(resume: false, into: &program, size: Self.size)
    let path = directory.appendingPathComponent("session.jsonl").path
    for index in 0..<4 {
      plan.saveIndex = index
      recorder.take(program.update(.step, size: Self.size))
      expectNoDifference(recorder.save(&program), (1...3).contains(index))
      switch index {
      case 0: expectNoDifference(program.unsavedMark, nil)
      case 1, 2:
        expectNoDifference(program.unsavedMark, "not saved since \(Self.clock) — disk full")
        expectNoDifference(
          program.notice,
          Notice(
            .warning, "session not saved: cannot append to \(path): No space left on device"))
        expectNoDifference(
          recorder.unsavedSummary,
          "\(index) \(index == 1 ? "change" : "changes") since \(Self.clock) not saved "
            + "(cannot append to \(path): No space left on device)")
      case _:
        expectNoDifference(program.unsavedMark, nil)
        expectNoDifference(
          program.notice, Notice(.success, "Session saved again: every change is in \(path)."))
        expectNoDifference(recorder.unsavedSummary, nil)
      }
    }
    expectNoDifference(Self.records(StepProgram.Step.self, in: directory), program.steps)
  }

  @Test(
    "every write error is named from errno, never \"Success\"",
    arguments: [
      (ENOSPC, "No space left on device", "disk full"),
      (EFBIG, "File too large", "file size limit reached"),
      (EIO, "Input/output error", "Input/output error"),
      (
        0, "the system wrote nothing and gave no reason",
        "the system wrote nothing and gave no reason"
      ),
    ] as [(Int32, String, String)])
  func faultTexts(code: Int32, reason: String, short: String) {
    let fault = JournalFault(operation: "append to", path: "/s/session.jsonl", code: code)
    expectNoDifference(fault.text, "cannot append to /s/session.jsonl: \(reason)")
    expectNoDifference(fault.shortReason, short)
  }
}
