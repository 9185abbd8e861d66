import AgeScreen
import Apple
import AppleScreen
import FlowEngine
import Foundation
import Scenarios
import SessionFiles
import Stores

/// Follows the AgeTUI session of a state directory as `agetui notes` does: whether one runs
/// (`session.pid`), and its journal (`session.jsonl`) replayed record by record as it grows,
/// through the same ``NotesReplay`` the notes use. It only reads: the journal is never
/// written, locked or moved.
struct SessionWatcher {
  /// What one look found.
  enum Look: Equatable {
    /// No session runs (or its journal is not there yet).
    case noSession
    /// The journal cannot be followed: why.
    case unreadable(String)
    /// The session's App Store notifications so far, in the order it sent them, and the files
    /// its stores' consoles offer where each side stands (``StoreSides/consoleDownloads``).
    case following([ServerNotificationPayload], downloads: [ConsoleDownload])
  }

  /// The state directory.
  let directory: URL
  private var tail: JournalTail
  private let session: PIDFile
  private var sessionPID: Int32?
  private var replay = Stores.SessionNotes(opener: .yaml)
  private var headerChecked = false
  private var problem: String?
  /// Reads lines, every store's checked by its store, as a resume reads them.
  private let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.userInfo = Stores.journalReaders.userInfo
    return decoder
  }()

  /// Follows the session in `directory`.
  init(directory: URL) {
    self.directory = directory
    tail = JournalTail(
      path: directory.appendingPathComponent(SessionJournalFormat.defaultFileName).path,
      limit: SessionJournalFormat.maximumBytes)
    session = PIDFile(
      path: directory.appendingPathComponent(SessionJournalFormat.sessionPIDFileName).path)
  }

  /// Looks at the directory again.
  mutating func poll() -> Look {
    guard let pid = session.livingHolder else {
      sessionPID = nil
      return .noSession
    }
    let isNewSession = pid != sessionPID
    sessionPID = pid
    var readAll = false
    var firstRead = true
    while !readAll {
      // A new session's journal is read from its start, whatever was read before.
      let update = tail.poll(restart: isNewSession && firstRead)
      firstRead = false
      switch update {
      case .missing:
        restart()
        return .noSession
      case .unreadable(let problem):
        restart()
        return .unreadable(problem)
      case .lines(let lines, let restarted):
        if restarted { restart() }
        read(lines)
        readAll = !tail.hasMore
      }
    }
    if let problem = problem ?? replay.problem { return .unreadable(problem) }
    guard let sides = replay.sides else { return .noSession }
    let apple = sides.side(AppleSide.self)?.shell.simulation.serverNotifications ?? []
    return .following(apple, downloads: sides.consoleDownloads)
  }

  private mutating func read(_ lines: [[UInt8]]) {
    for line in lines {
      guard headerChecked else {
        headerChecked = true
        if String(decoding: line, as: UTF8.self) != SessionJournalFormat.header {
          problem = "\(tail.path) is not a session journal this agetui-deliver reads"
        }
        continue
      }
      guard problem == nil else { return }
      guard let record = try? decoder.decode(SessionRecord.self, from: Data(line)) else {
        continue
      }
      replay.apply(record)
    }
  }

  /// Forgets the journal read so far: the next lines are a new journal's from its start.
  private mutating func restart() {
    replay = Stores.SessionNotes(opener: .yaml)
    headerChecked = false
    problem = nil
  }
}

extension SessionWatcher.Look {
  /// The look without its notifications: the follower compares these to say each change once.
  var summary: SessionWatcher.Look {
    switch self {
    case .noSession, .unreadable: self
    case .following: .following([], downloads: [])
    }
  }
}
