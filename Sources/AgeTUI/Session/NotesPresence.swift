#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Whether `agetui notes` follows the sessions of a state directory: it holds `notes.pid`
/// there while it runs (see ``PresenceFile``). The TUI asks about once a second, so its
/// banner can default to the short caption while the full narration is in the notes.
struct NotesPresence: Sendable {
  /// The presence file.
  let file: PresenceFile

  /// The notes' presence in `directory` (the session journal's directory).
  init(directory: URL) {
    file = PresenceFile(directory: directory, name: PresenceFile.notesFileName)
  }

  /// The presence for `environment`'s state directory; nil when it has none.
  init?(environment: [String: String]) {
    guard let directory = SessionJournal<Int>.defaultDirectory(environment: environment) else {
      return nil
    }
    self.init(directory: directory)
  }

  /// Whether a living `agetui notes` holds the file.
  var isFollowing: Bool { file.livingHolder != nil }

  /// Announces this process as the notes. - Returns: nil, or the problem in one line.
  @discardableResult
  func claim() -> String? { file.claim() }

  /// Withdraws this process's announcement (not another's).
  func release() { file.release() }
}
