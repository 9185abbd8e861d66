import Foundation

@testable import AgeTUI

/// What the tests write and read a journal with, one call each: the TUI's own writer appends
/// through ``SessionRecorder`` and reads through `read()`, which these wrap.
extension SessionJournal {
  /// The outcome of ``load()``.
  enum LoadResult {
    /// There is no saved session.
    case none
    /// The records, and a one-line warning when some lines could not be used (skipped lines, a
    /// torn last line).
    case loaded([Record], warning: String?)
    /// The file is not a usable journal; `message` says why.
    case unusable(message: String)
  }

  /// Replaces the journal with one holding `records`.
  /// - Returns: nil on success, or one line naming the path and the problem.
  func start(with records: [Record]) -> String? {
    var writer = JournalWriter(fileURL: fileURL)
    defer { writer.closeFile() }
    do {
      return writer.start(with: Self.headerLine + (try encode(records)))?.text
    } catch {
      return "could not encode the session: \(error)"
    }
  }

  /// Appends records at the end of the journal, each whole or not at all.
  /// - Returns: nil on success, or one line naming the path and the problem.
  func append(_ records: [Record]) -> String? {
    guard !records.isEmpty else { return nil }
    var writer = JournalWriter(fileURL: fileURL)
    defer { writer.closeFile() }
    do {
      return writer.append(try records.map { try encode([$0]) }).fault?.text
    } catch {
      return "could not encode the session: \(error)"
    }
  }

  /// Reads the journal without changing it. A special file in its place (a named pipe, a
  /// device, a directory) is refused without being read, so it can never block.
  func load() -> LoadResult {
    switch read() {
    case .none: return .none
    case .unreadable(let reason):
      return .unusable(message: "cannot read \(fileURL.path): \(reason)")
    case .foreign(let problem):
      return .unusable(message: "session file \(fileURL.path) is unusable (\(problem))")
    case .contents(let contents):
      return .loaded(
        contents.records, warning: contents.problems(fileName: fileURL.lastPathComponent))
    }
  }
}
