import AgeScreen

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Journals a program's history as it changes and restores it for `--resume`, as the only
/// writer of its journal.
///
/// - One writer: the recorder takes the journal's ``JournalLock``. When another running
///   session holds it, this one says so and journals to `NAME-PID.jsonl` of its own instead
///   (`session-4242.jsonl`), never touching the other's file; `--resume` then starts fresh.
/// - Faults: records that cannot be written stay in memory and are written with the next
///   change; meanwhile the program shows a "not saved since HH:MM — reason" mark, and
///   ``unsavedSummary`` says what would be lost, so quitting can ask first.
/// - One mark: the mark in front of the notice line is the program's only one, so the recorder
///   also carries the recording's loss (``recordingMark``) and the pictures `x` could not save
///   (``picturesMark``) and shows them together: the journal saved again never clears a lost
///   recording's or picture's mark.
/// - Resume: the journal is checked line by line and replayed record by record; whatever is
///   skipped or not replayed keeps the whole journal as it was in `NAME.set-aside-N`, and the
///   journal is started again from what was restored. A quit signal stops the replay between
///   two records and leaves the journal as it was. A marker (`NAME.resuming`) lives while the
///   replay and a first render run, and a crash there writes "crashed" into it: the next start
///   finds it and sets the journal aside as `NAME.crashed-N` before anything replays it again.
///   A marker without that line was left by a process killed outright (SIGKILL, a power cut):
///   the journal is replayed again, once; a second such marker counts as a crash.
struct SessionRecorder<Program: PersistentProgram> {
  /// The mark of changes not yet saved.
  struct Unsaved: Equatable {
    /// When the first of them was not saved, in seconds since 1970.
    var since: Int
    /// The last failure, in full ("cannot append to …: No space left on device").
    var problem: String
    /// The last failure in a few words ("disk full").
    var shortReason: String
  }

  /// The journal this session writes; nil when no state directory is known.
  private(set) var journal: SessionJournal<Program.Record>?
  /// Who held the journal asked for, when this session had to use one of its own.
  private(set) var busyHolder: JournalLock.Holder?
  /// The changes not yet saved, when there are any.
  private(set) var unsaved: Unsaved?
  /// The mark of a lost recording ("recording lost at 14:05 — disk full"), shown after the
  /// journal's own.
  private(set) var recordingMark: String?
  /// The mark of the pictures `x` could not save ("picture not saved at 14:05 — disk full"),
  /// shown last.
  private(set) var picturesMark: String?
  /// The journal asked for, when a running session held it and this one used its own.
  private var heldFileName: String?
  private var writer: JournalWriter?
  private var lock: JournalLock?
  private var pending: [Program.Record] = []
  private var pendingStartsJournal = false
  /// Whether the journal on disk belongs to this run (restored or started by it).
  private var isJournalOpen = false
  /// Whether a quit signal stopped the replay of `--resume`: the journal is left as it was,
  /// nothing is saved, and the session ends without running.
  private(set) var wasInterrupted = false
  private let now: () -> Int

  /// A recorder writing `fileName` in the default state directory for `environment`, or a
  /// journal of its own beside it when a running session holds that one.
  init(
    environment: [String: String], fileName: String, processID: Int32 = getpid(),
    now: @escaping () -> Int = { Int(time(nil)) }, calls: JournalWriter.SystemCalls = .live
  ) {
    self.now = now
    guard let directory = SessionJournal<Program.Record>.defaultDirectory(environment: environment)
    else { return }
    // A missing directory is made now so the lock can be taken; if that fails, the first save
    // reports why.
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var url = directory.appendingPathComponent(fileName, isDirectory: false)
    switch JournalLock.acquire(journal: url, processID: processID, now: now()) {
    case .acquired(let lock): self.lock = lock
    case .unavailable: break
    case .held(let holder):
      busyHolder = holder
      heldFileName = fileName
      url = directory.appendingPathComponent(
        Self.ownFileName(for: fileName, processID: processID), isDirectory: false)
      if case .acquired(let lock) = JournalLock.acquire(
        journal: url, processID: processID, now: now())
      {
        self.lock = lock
      }
    }
    journal = SessionJournal(fileURL: url)
    writer = JournalWriter(fileURL: url, calls: calls)
  }

  /// `session-4242.jsonl` for `session.jsonl` and process 4242.
  static func ownFileName(for fileName: String, processID: Int32) -> String {
    let stem = fileName.hasSuffix(".jsonl") ? String(fileName.dropLast(6)) : fileName
    return "\(stem)-\(processID).jsonl"
  }

  /// The path of the marker that lives while a journal is replayed.
  static func resumeMarker(for journal: URL) -> String { journal.path + ".resuming" }

  /// Lines for standard error once the terminal is given back: where a session that could not
  /// use the journal asked for was saved, and how to resume it.
  var exitLines: [String] {
    guard let busyHolder, let heldFileName, let journal,
      RegularFileReader.exists(journal.fileURL.path)
    else { return [] }
    let name = journal.fileURL.lastPathComponent
    return [
      "agetui: this session was saved to \(journal.fileURL.path), not \(heldFileName), which "
        + "another session (\(busyHolder.description(now: now()))) was writing; agetui --resume "
        + "--session \(name) restores it"
    ]
  }

  // MARK: - Starting

  /// Gets the journal ready and, with `resume`, restores it into `program`, rendering it once
  /// at `size` inside the crash marker's window. `interrupted` is asked between records (a quit
  /// signal stops the replay: ``wasInterrupted``); `markCrashes` is given the marker's path
  /// while the replay runs (the terminal's crash hook writes "crashed" into it), then nil.
  /// - Returns: lines for standard error, printed once the terminal is given back.
  mutating func begin(
    resume: Bool, into program: inout Program, size: Size,
    interrupted: () -> Bool = { false }, markCrashes: (String?) -> Void = { _ in }
  ) -> [String] {
    guard let journal else {
      guard resume else { return [] }
      return [report("cannot resume: neither XDG_STATE_HOME nor HOME is set", into: &program)]
    }
    let directory = journal.fileURL.deletingLastPathComponent().path
    let name = journal.fileURL.lastPathComponent
    if let busyHolder {
      let holder = busyHolder.description(now: now())
      let message =
        "a session is already running in \(directory) (\(holder)); this one is saved to "
        + "\(name)"
        + (resume ? " and starts fresh: --resume cannot take over a running session" : "")
      // The notice line is short of room: the directory is on standard error.
      program.report(
        Notice(
          .warning,
          "a session (\(holder)) is already running here; this one saves to \(name)"
            + (resume ? " and starts fresh" : "")))
      return ["agetui: \(message)"]
    }
    var replaysAgain = false
    switch unfinishedResume(of: journal, resume: resume) {
    case .none: break
    case .setAside(let message): return [report(message, into: &program)]
    case .replayAgain: replaysAgain = true
    }
    guard resume else { return [] }
    let problem = restore(
      journal, into: &program, size: size, again: replaysAgain, interrupted: interrupted,
      markCrashes: markCrashes)
    return problem.map { [$0] } ?? []
  }

  /// What the marker of an unfinished `--resume` asks of this start.
  enum UnfinishedResume: Equatable {
    /// No marker, or one a fresh start simply drops.
    case none
    /// The journal was moved aside (or could not be): what to tell the user.
    case setAside(String)
    /// The last replay was killed once: this `--resume` replays the journal again.
    case replayAgain
  }

  /// What a marker's lines say about the replay that left it: crashed (its crash hook wrote
  /// "crashed"), killed twice (the marker of a second try, "again", outlived it too), or killed
  /// once.
  enum MarkerReading: Equatable {
    /// The replay crashed, or was cut short on its second try.
    case crashed(twice: Bool)
    /// The replay was cut short once, without a crash.
    case killed
  }

  /// Reads a marker's text.
  static func reading(marker text: String) -> MarkerReading {
    let lines = text.split(separator: "\n")
    if lines.contains("crashed") { return .crashed(twice: false) }
    return lines.contains("again") ? .crashed(twice: true) : .killed
  }

  /// When the last `--resume` of `journal` did not finish, decides what happens to it: a crash
  /// (or a second unfinished try) moves the journal aside before anything replays it again; a
  /// replay that was killed once is tried again by `--resume`, and a fresh start drops the
  /// marker as it replaces the journal anyway.
  private func unfinishedResume(of journal: SessionJournal<Program.Record>, resume: Bool)
    -> UnfinishedResume
  {
    let marker = Self.resumeMarker(for: journal.fileURL)
    guard RegularFileReader.exists(marker) else { return .none }
    let path = journal.fileURL.path
    guard RegularFileReader.exists(path) else {
      unlink(marker)
      return .none
    }
    let bytes = try? RegularFileReader.bytes(of: marker, limit: 4096)
    let text = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let how: String
    switch Self.reading(marker: text) {
    case .killed:
      guard resume else {
        unlink(marker)
        return .none
      }
      return .replayAgain
    case .crashed(let twice):
      how =
        twice
        ? "was cut short twice while replaying it (killed, or a crash the crash hook did not see)"
        : "ended in a crash while replaying it"
    }
    let ending = resume ? " and started fresh" : ""
    switch journal.setAside(suffix: "crashed") {
    case .success(let aside):
      unlink(marker)
      return .setAside(
        "the last --resume of \(journal.fileURL.lastPathComponent) \(how); moved it to "
          + "\(aside)\(ending)")
    case .failure(let fault):
      return .setAside(
        "the last --resume of \(path) \(how), and it could not be moved aside "
          + "(\(fault.reason)); not resuming it")
    }
  }

  /// Loads and replays the journal; `again` when it is the second try after a replay that was
  /// killed (its marker says so).
  /// - Returns: a line for standard error when not everything could be restored.
  private mutating func restore(
    _ journal: SessionJournal<Program.Record>, into program: inout Program, size: Size,
    again: Bool, interrupted: () -> Bool, markCrashes: (String?) -> Void
  ) -> String? {
    let path = journal.fileURL.path
    let name = journal.fileURL.lastPathComponent
    if !again, RegularFileReader.exists(Self.resumeMarker(for: journal.fileURL)) {
      // The crashed journal could not be moved aside: never replay it again.
      return report(
        "\(path) crashed the last --resume and could not be moved aside; starting fresh",
        into: &program)
    }
    let contents: JournalContents<Program.Record>
    var journal = journal
    journal.decodingInfo = program.journalDecodingInfo
    switch journal.read() {
    case .none:
      if let message = SessionJournal<Program.Record>.setAsideFormatOne(
        in: journal.fileURL.deletingLastPathComponent())
      {
        return report(message, into: &program)
      }
      program.report(Notice(.info, "no saved session in \(path); starting fresh"))
      return nil
    case .unreadable(let reason):
      return report("cannot read \(path): \(reason); starting fresh", into: &program)
    case .foreign(let problem):
      switch journal.setAside(suffix: "corrupt") {
      case .success(let aside):
        return report(
          "session file \(path) is unusable (\(problem)); moved it to \(aside) and started fresh",
          into: &program)
      case .failure(let fault):
        return report(
          "session file \(path) is unusable (\(problem)) and could not be moved aside "
            + "(\(fault.reason)); starting fresh", into: &program)
      }
    case .contents(let read): contents = read
    }
    let records = contents.records
    var stop: RestoreStop?
    if !records.isEmpty {
      let marker = Self.resumeMarker(for: journal.fileURL)
      _ = FileManager.default.createFile(
        atPath: marker, contents: Data("\(getpid())\n\(again ? "again\n" : "")".utf8))
      markCrashes(marker)
      stop =
        interrupted() ? .interrupted(at: 0) : program.restore(records, until: interrupted)
      // A bad value can also trap when the restored state is first drawn.
      if stop?.isInterrupted != true { _ = program.render(size: size) }
      markCrashes(nil)
      unlink(marker)
    }
    if let stop, stop.isInterrupted {
      // The journal stays exactly as it was, and this session writes nothing: it ends now.
      wasInterrupted = true
      writer = nil
      return report(
        "the --resume of \(name) was interrupted after \(stop.index) of \(records.count) "
          + "records; \(name) is unchanged, and agetui --resume replays it again",
        into: &program)
    }
    let kept = stop?.index ?? records.count
    guard stop != nil || contents.hasLostLines || records.isEmpty else {
      if contents.lacksFinalNewline {
        // Nothing is lost; the journal is written again so the next record starts a line.
        pending = records
        pendingStartsJournal = true
        _ = flush(&program)
      } else {
        isJournalOpen = true
      }
      return nil
    }
    var problems: [String] = []
    if let lost = contents.problems(fileName: name) { problems.append(lost) }
    if let stop, !records.isEmpty {
      let line = contents.entries[stop.index].line
      problems.append(
        "record \(stop.index + 1) of \(records.count) (line \(line)) \(stop.reason), so the "
          + "replay stopped before it")
    }
    if records.isEmpty && problems.isEmpty { problems.append("it holds no changes") }
    let outcome =
      kept > 0
      ? "resumed \(kept) of \(records.count) records"
      : "nothing in \(name) could be resumed (started fresh)"
    let keptAt: String
    switch journal.setAside(suffix: "set-aside") {
    case .success(let aside): keptAt = "the journal as it was is kept in \(aside)"
    case .failure(let fault):
      // Starting the journal again would replace it: this session saves nothing instead.
      writer = nil
      keptAt = "it could not be moved aside (\(fault.reason)), so this session is not saved"
    }
    if kept > 0, writer != nil {
      pending = Array(records.prefix(kept))
      pendingStartsJournal = true
    }
    // What was kept and where the rest is come first: the notice line cuts from the end.
    let line = report(
      "\(outcome); \(keptAt): \(problems.joined(separator: "; "))", into: &program)
    if kept > 0 { _ = flush(&program) }
    return line
  }

  /// Shows `message` as a warning and returns it as a line for standard error.
  private func report(_ message: String, into program: inout Program) -> String {
    program.report(Notice(.warning, message))
    return "agetui: \(message)"
  }

  // MARK: - Saving

  /// Takes the records `commands` ask to journal, to write with the next ``save(_:)``.
  mutating func take(_ commands: [ProgramCommand<Program.Record>]) {
    for case .save(let records, let startsNew) in commands {
      if startsNew {
        // A fresh journal replaces the old one: what the old one missed no longer matters.
        pending = records
        pendingStartsJournal = true
      } else {
        pending += records
      }
    }
  }

  /// Writes the records taken, with any an earlier save could not write.
  /// - Returns: `true` when a notice or the unsaved mark changed (the screen needs a redraw).
  mutating func save(_ program: inout Program) -> Bool {
    guard !pending.isEmpty || pendingStartsJournal else { return false }
    return flush(&program)
  }

  /// Writes the pending records, or keeps them and shows why they are not saved.
  private mutating func flush(_ program: inout Program) -> Bool {
    let problem: (text: String, short: String)?
    if let journal, var writer {
      do {
        let fault: JournalFault?
        if pendingStartsJournal || !isJournalOpen {
          let bytes = try journal.encode(pending)
          fault = writer.start(with: SessionJournal<Program.Record>.headerLine + bytes)
          if fault == nil {
            isJournalOpen = true
            pendingStartsJournal = false
            pending = []
          }
        } else {
          let appended = writer.append(try pending.map { try journal.encode([$0]) })
          pending.removeFirst(appended.written)
          fault = appended.fault
        }
        self.writer = writer
        problem = fault.map { ($0.text, $0.shortReason) }
      } catch {
        problem = ("could not encode the session: \(error)", "cannot encode")
      }
    } else if journal == nil {
      problem = ("neither XDG_STATE_HOME nor HOME is set", "no state directory")
    } else {
      problem = ("the damaged journal could not be moved aside", "journal set aside failed")
    }
    guard let problem else {
      pending = []
      guard unsaved != nil else { return false }
      unsaved = nil
      program.deliver(.unsaved(mark))
      program.report(
        Notice(.success, "Session saved again: every change is in \(journal?.fileURL.path ?? "")."))
      return true
    }
    let isFirst = unsaved == nil
    var failing =
      unsaved ?? Unsaved(since: now(), problem: problem.text, shortReason: problem.short)
    failing.problem = problem.text
    failing.shortReason = problem.short
    unsaved = failing
    program.deliver(.unsaved(mark))
    if isFirst { program.report(Notice(.warning, "session not saved: \(problem.text)")) }
    return true
  }

  /// The journal's mark while changes are not saved: "not saved since 14:02 — disk full".
  var journalMark: String? {
    unsaved.map {
      "not saved since \(JournalLock.Holder.clockText($0.since, now: now())) — \($0.shortReason)"
    }
  }

  /// The whole mark for the notice line: the journal's, the recording's and the pictures', as
  /// there are.
  var mark: String? {
    Self.joined([journalMark, recordingMark, picturesMark])
  }

  /// The marks of what is lost for good, the recording's and the pictures': what stays while
  /// `q` asks about the journal's changes, whose question says what the journal's mark did.
  var lossMark: String? {
    Self.joined([recordingMark, picturesMark])
  }

  private static func joined(_ marks: [String?]) -> String? {
    let parts = marks.compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// Takes the recording's mark (``CastFileRecorder/lossMark``) into ``mark``.
  /// - Returns: the event that shows the whole mark.
  mutating func markRecordingLost(_ recordingMark: String) -> RuntimeEvent {
    self.recordingMark = recordingMark
    return .unsaved(mark)
  }

  /// Takes the mark of the pictures not saved (``LostPictures/mark(now:)``) into ``mark``.
  /// - Returns: the event that shows the whole mark.
  mutating func markPicturesLost(_ picturesMark: String) -> RuntimeEvent {
    self.picturesMark = picturesMark
    return .unsaved(mark)
  }

  /// How many records wait to be written.
  var pendingCount: Int { pending.count }

  /// What would be lost by quitting now, in one sentence, or nil when everything is saved.
  var unsavedSummary: String? { summary(reason: unsaved?.problem) }

  /// ``unsavedSummary`` with the reason in a few words ("disk full"), for the notice line.
  var shortUnsavedSummary: String? { summary(reason: unsaved?.shortReason) }

  private func summary(reason: String?) -> String? {
    // A journal's header alone holds nothing of the user's: only changes can be lost.
    guard let unsaved, let reason, !pending.isEmpty else { return nil }
    let count = pending.count
    return "\(count) \(count == 1 ? "change" : "changes") since "
      + "\(JournalLock.Holder.clockText(unsaved.since, now: now())) not saved (\(reason))"
  }
}
