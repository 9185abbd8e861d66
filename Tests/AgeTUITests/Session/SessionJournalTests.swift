import AgeScreen
import CustomDump
import Foundation
import Testing

@testable import AgeTUI

/// The session journal: a header, one record a line, appended as the session changes; torn,
/// foreign and special files are reported and never fatal.
@Suite struct SessionJournalTests {
  enum Sample: Codable, Equatable {
    case add(Int)
    case undo
  }

  /// A fresh empty directory for one test.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-journal-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func journal(in directory: URL) -> SessionJournal<Sample> {
    SessionJournal(fileURL: directory.appendingPathComponent("session.jsonl"))
  }

  func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func defaultDirectoryPrefersXDGStateHome() {
    let url = SessionJournal<Sample>.defaultDirectory(environment: [
      "XDG_STATE_HOME": "/state", "HOME": "/home/me",
    ])
    expectNoDifference(url?.path, "/state/agetui")
  }

  @Test(arguments: [
    ["HOME": "/home/me"], ["XDG_STATE_HOME": "", "HOME": "/home/me"],
    ["XDG_STATE_HOME": "relative/dir", "HOME": "/home/me"],
  ])
  func defaultDirectoryFallsBackToLocalState(_ environment: [String: String]) {
    let url = SessionJournal<Sample>.defaultDirectory(environment: environment)
    expectNoDifference(url?.path, "/home/me/.local/state/agetui")
  }

  @Test func defaultDirectoryNeedsSomeHome() {
    expectNoDifference(SessionJournal<Sample>.defaultDirectory(environment: [:]), nil)
  }

  @Test func startsAppendsAndLoadsBackOneRecordALine() throws {
    let directory = try temporaryDirectory().appendingPathComponent("nested/agetui")
    let journal = journal(in: directory)
    expectNoDifference(journal.start(with: [.add(1)]), nil)
    expectNoDifference(journal.append([.add(2), .undo]), nil)
    expectNoDifference(journal.append([]), nil)
    #expect(try contents(of: directory) == ["session.jsonl"])
    let text = try String(contentsOf: journal.fileURL, encoding: .utf8)
    expectNoDifference(
      text,
      #"""
      {"format":"agetui-session","version":2}
      {"add":{"_0":1}}
      {"add":{"_0":2}}
      {"undo":{}}

      """#)
    guard case .loaded(let records, let warning) = journal.load() else {
      Issue.record("expected a loaded journal")
      return
    }
    expectNoDifference(records, [.add(1), .add(2), .undo])
    expectNoDifference(warning, nil)
    expectNoDifference(journal.start(with: [.undo]), nil)
    guard case .loaded(let fresh, _) = journal.load() else {
      Issue.record("expected a loaded journal")
      return
    }
    expectNoDifference(fresh, [.undo])
  }

  @Test func aTornLastLineIsDroppedAndReported() throws {
    let directory = try temporaryDirectory()
    let journal = journal(in: directory)
    expectNoDifference(journal.start(with: [.add(1), .add(2)]), nil)
    let handle = try FileHandle(forWritingTo: journal.fileURL)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"add":{"_"#.utf8))
    try handle.close()
    guard case .loaded(let records, let warning) = journal.load() else {
      Issue.record("expected a loaded journal")
      return
    }
    expectNoDifference(records, [.add(1), .add(2)])
    expectNoDifference(warning, "the last change in session.jsonl was cut short and is dropped")
  }

  @Test(arguments: [
    ("{ not json\n", "no session header"),
    (
      #"{"format":"agetui-session","version":3}"# + "\n",
      #"another format version: {"format":"agetui-session","version":3}"#
    ),
  ])
  func anUnusableFileIsReportedAndLeftAlone(text: String, problem: String) throws {
    let directory = try temporaryDirectory()
    let journal = journal(in: directory)
    try Data(text.utf8).write(to: journal.fileURL)
    guard case .unusable(let message) = journal.load() else {
      Issue.record("expected an unusable journal")
      return
    }
    expectNoDifference(message, "session file \(journal.fileURL.path) is unusable (\(problem))")
    // Reading never changes the file: a reader such as `agetui notes` may run beside its owner.
    #expect(try contents(of: directory) == ["session.jsonl"])
  }

  static let header = #"{"format":"agetui-session","version":2}"#

  @Test(
    "a bad line in the middle skips that line only",
    arguments: [
      ("[[[", "not valid JSON"), (#"{"add":{"_0":"x"}}"#, "of the wrong type"),
      ("", "an empty line"), (#"{"nothing":{}}"#, "of the wrong type"),
    ])
  func aBadLineInTheMiddleIsSkipped(line: String, problem: String) throws {
    let journal = journal(in: try temporaryDirectory())
    let text = [Self.header, #"{"add":{"_0":1}}"#, line, #"{"undo":{}}"#, ""]
    try Data(text.joined(separator: "\n").utf8).write(to: journal.fileURL)
    guard case .loaded(let records, let warning) = journal.load() else {
      Issue.record("expected a loaded journal")
      return
    }
    expectNoDifference(records, [.add(1), .undo])
    expectNoDifference(
      warning, "line 3 of session.jsonl is not a session record (\(problem)) and was skipped")
  }

  @Test func aWholeLastRecordWithoutItsNewlineIsKept() throws {
    let journal = journal(in: try temporaryDirectory())
    let text = Self.header + "\n" + #"{"add":{"_0":1}}"# + "\n" + #"{"undo":{}}"#
    try Data(text.utf8).write(to: journal.fileURL)
    guard case .contents(let contents) = journal.read() else {
      Issue.record("expected a journal")
      return
    }
    expectNoDifference(contents.records, [.add(1), .undo])
    #expect(contents.lacksFinalNewline)
    expectNoDifference(contents.problems(fileName: "session.jsonl"), nil)
  }

  @Test func aTornOpeningRecordIsReportedAsSuch() throws {
    let journal = journal(in: try temporaryDirectory())
    try Data((Self.header + "\n" + #"{"add":{"_"#).utf8).write(to: journal.fileURL)
    guard case .loaded(let records, let warning) = journal.load() else {
      Issue.record("expected a loaded journal")
      return
    }
    expectNoDifference(records, [])
    expectNoDifference(
      warning, "the first record of session.jsonl (line 2, the scenario it opened) was cut short")
  }

  struct MakeFailed: Error {}

  /// A special file in the journal's place: how to make it, and what `load()` says.
  struct SpecialFile: Sendable, CustomStringConvertible {
    let name: String
    let make: @Sendable (String) throws -> Void
    let message: @Sendable (String) -> String

    var description: String { name }
  }

  static let specialFiles: [SpecialFile] = [
    SpecialFile(
      name: "a named pipe",
      make: { path in guard mkfifo(path, 0o600) == 0 else { throw MakeFailed() } },
      message: { path in
        "session file \(path) is unusable (it is a named pipe (FIFO), not a regular file)"
      }),
    SpecialFile(
      name: "a directory",
      make: { path in
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      },
      message: { path in
        "session file \(path) is unusable (it is a directory, not a regular file)"
      }),
    SpecialFile(
      name: "a loop of symbolic links",
      make: { path in
        guard symlink(path + ".other", path) == 0, symlink(path, path + ".other") == 0 else {
          throw MakeFailed()
        }
      },
      message: { path in "cannot read \(path): a loop of symbolic links" }),
  ]

  @Test("a special file is refused at once, never read", arguments: specialFiles)
  func specialFileIsRefused(_ special: SpecialFile) throws {
    let journal = journal(in: try temporaryDirectory())
    try special.make(journal.fileURL.path)
    guard case .unusable(let message) = journal.load() else {
      Issue.record("expected \(special.name) to be refused")
      return
    }
    expectNoDifference(message, special.message(journal.fileURL.path))
  }

  @Test func missingFileIsNoSession() throws {
    guard case .none = journal(in: try temporaryDirectory()).load() else {
      Issue.record("expected no session")
      return
    }
  }

  @Test func aFormatOneSessionIsSetAsideWithAMessage() throws {
    let directory = try temporaryDirectory()
    try Data("{}".utf8).write(to: directory.appendingPathComponent("session.json"))
    let message = SessionJournal<Sample>.setAsideFormatOne(in: directory)
    expectNoDifference(
      message,
      "\(directory.path)/session.json was saved by an older AgeTUI (format 1) and cannot be "
        + "resumed; moved it to session.json.format-1 and started fresh")
    #expect(try contents(of: directory) == ["session.json.format-1"])
    expectNoDifference(SessionJournal<Sample>.setAsideFormatOne(in: directory), nil)
  }

  @Test func anUnwritableDirectoryIsAProblemNotACrash() {
    let journal = SessionJournal<Sample>(
      fileURL: URL(fileURLWithPath: "/proc/agetui-cannot-exist/agetui/session.jsonl"))
    let problem = journal.start(with: [.undo])
    expectNoDifference(problem?.hasPrefix("cannot create /proc/agetui-cannot-exist/agetui: "), true)
  }
}
