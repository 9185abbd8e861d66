import AgeScreen
import Stores

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Follows the AgeTUI session of a state directory for `agetui notes`: whether one runs
/// (`session.pid`), and where it stands, by replaying its journal (`session.jsonl`) record by
/// record as it grows (``NotesReplay``). It only reads: the journal is never written, locked
/// or moved, whatever it holds.
///
/// A new session (another PID, or a journal renamed over the old one) is read again from its
/// start. One look replays at most ``recordsPerPoll`` records and reads at most a slice of the
/// file, so however fast the journal grows the notes answer their keys between looks, in
/// bounded memory; while records wait, the state says so (``NotesState/isCatchingUp``) and the
/// loop looks again at once. The time since the walkthrough started is measured here, with the clock given: from
/// when the session was first seen past step 0, or, when the notes start after the walkthrough
/// has, from the journal's last change (no earlier than the session's start, no later than now).
struct NotesFollower {
  /// The state directory.
  let directory: URL
  /// Seconds since the epoch, now.
  private let now: () -> Int
  private var tail: JournalTail
  private let session: PresenceFile
  /// The most records one look replays.
  let recordsPerPoll: Int
  /// Lines read from the journal and not replayed yet.
  private var queued: ArraySlice<[UInt8]> = []
  /// The running session's PID last seen.
  private var sessionPID: Int32?
  private var replay = Stores.SessionNotes(opener: .yaml)
  /// Whether the journal's first line (its header) has been read and is right.
  private var headerChecked = false
  /// Why the journal cannot be followed.
  private var problem: String?
  /// Complete lines that were not records, skipped.
  private var skippedLines = 0
  /// When the walkthrough left step 0, and in which scenario.
  private var started: (scenario: String, at: Int)?
  /// Reads lines, every store's checked by its store, as a resume reads them.
  private let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.userInfo = Stores.journalReaders.userInfo
    return decoder
  }()

  /// Follows `journalName` in `directory`; `now` reads the clock in seconds.
  /// `recordsPerPoll` and `bytesPerPoll` bound one look's work.
  init(
    directory: URL, journalName: String = SessionJournal<SessionRecord>.defaultFileName,
    now: @escaping () -> Int = { Int(time(nil)) }, recordsPerPoll: Int = 1_000,
    bytesPerPoll: Int = 1 << 20
  ) {
    self.directory = directory
    self.now = now
    self.recordsPerPoll = recordsPerPoll
    tail = JournalTail(
      path: directory.appendingPathComponent(journalName, isDirectory: false).path,
      limit: SessionJournal<SessionRecord>.maximumBytes, bytesPerPoll: bytesPerPoll)
    session = PresenceFile(directory: directory, name: PresenceFile.sessionFileName)
  }

  /// Looks at the directory again and says what the notes show now.
  mutating func poll() -> NotesState {
    guard let pid = session.livingHolder else {
      sessionPID = nil
      return state(.waiting(.noSession))
    }
    let isNewSession = pid != sessionPID
    sessionPID = pid
    if !isNewSession, !queued.isEmpty {
      // What was read last time comes first; the file is looked at again once it is replayed.
      replayQueued()
      return following(firstLook: false)
    }
    switch tail.poll(restart: isNewSession) {
    case .missing:
      restart()
      return state(.waiting(.noSession))
    case .unreadable(let problem):
      restart()
      return state(.waiting(.unreadable(problem)))
    case .lines(let lines, let restarted):
      if restarted { restart() }
      queued = lines[...]
      replayQueued()
      return following(firstLook: restarted)
    }
  }

  /// Replays up to ``recordsPerPoll`` of the queued lines.
  private mutating func replayQueued() {
    let count = min(recordsPerPoll, queued.count)
    read(queued.prefix(count))
    queued = queued.dropFirst(count)
    if queued.isEmpty { queued = [] }
  }

  private mutating func read(_ lines: ArraySlice<[UInt8]>) {
    for line in lines {
      guard headerChecked else {
        headerChecked = true
        if String(decoding: line, as: UTF8.self) != SessionJournal<SessionRecord>.header {
          problem = "\(tail.path) is not a session journal this agetui reads"
        }
        continue
      }
      guard problem == nil else { return }
      guard let record = try? decoder.decode(SessionRecord.self, from: Data(line)) else {
        skippedLines += 1
        continue
      }
      replay.apply(record)
    }
  }

  private mutating func following(firstLook: Bool) -> NotesState {
    if let problem = problem ?? replay.problem {
      return state(.waiting(.unreadable(problem)))
    }
    guard let step = replay.step else { return state(.waiting(.noSession)) }
    if started?.scenario != step.scenarioName { started = nil }
    if started == nil, step.position != .script(0) {
      // Notes started mid-walkthrough: the journal's last change is the best guess there is.
      let at =
        firstLook
        ? Self.guessedStart(
          journalModified: tail.modified, sessionStarted: session.modified, now: now())
        : now()
      started = (step.scenarioName, at)
    }
    return state(.following(step))
  }

  /// When a walkthrough the notes find under way started, guessed from the journal's last
  /// change, held between the session's start (when its `session.pid` was written) and now: a
  /// journal touched to 1970, or written while the clock was wrong, must not make the notes
  /// count 498837 hours, nor a date to come count from the future. Without either time the
  /// notes count from now.
  static func guessedStart(journalModified: Int?, sessionStarted: Int?, now: Int) -> Int {
    guard let journalModified else { return now }
    let earliest = min(sessionStarted ?? now, now)
    return min(max(journalModified, earliest), now)
  }

  private func state(_ phase: NotesState.Phase) -> NotesState {
    let elapsed: Int?
    if case .following = phase, let started { elapsed = now() - started.at } else { elapsed = nil }
    var notes = NotesState(
      stateDirectory: directory.path, phase: phase, elapsedSeconds: elapsed,
      skippedLines: skippedLines)
    notes.isCatchingUp = !queued.isEmpty || tail.hasMore
    return notes
  }

  /// Forgets the journal read so far: the next lines are a new journal's from its start.
  private mutating func restart() {
    queued = []
    replay = Stores.SessionNotes(opener: .yaml)
    headerChecked = false
    problem = nil
    skippedLines = 0
    started = nil
  }
}
