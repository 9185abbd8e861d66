import AgeScreen
import Foundation
import Testing

/// A session path that is not a regular file is reported for what it is and set aside, never
/// read: a named pipe would block `--resume` forever.
@Suite("Session store: special files")
struct SessionStoreSpecialFileTests {
  struct Sample: Codable, Equatable {
    var count: Int
  }

  struct MakeFailed: Error {}

  /// One special file: how to make it at a path, and the problem the message names.
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let make: @Sendable (String) throws -> Void
    let problem: String

    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a named pipe",
      make: { path in guard mkfifo(path, 0o600) == 0 else { throw MakeFailed() } },
      problem: "it is a named pipe (FIFO), not a regular file"),
    Case(
      name: "a directory",
      make: { path in
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      },
      problem: "it is a directory, not a regular file"),
    Case(
      name: "a loop of symbolic links",
      make: { path in
        guard symlink(path + ".other", path) == 0, symlink(path, path + ".other") == 0 else {
          throw MakeFailed()
        }
      }, problem: "a loop of symbolic links"),
  ]

  @Test("it is reported and moved aside", arguments: cases)
  func specialFile(_ testCase: Case) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-session-special-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = SessionStore<Sample>(directory: directory)
    try testCase.make(store.fileURL.path)
    guard case .corrupt(let movedTo, let message) = store.load() else {
      Issue.record("expected the session to be reported as unreadable")
      return
    }
    #expect(movedTo?.lastPathComponent == "session.json.corrupt-1")
    #expect(
      message
        == "session file \(store.fileURL.path) is unreadable (\(testCase.problem)); moved it to "
        + "session.json.corrupt-1 and started fresh")
  }
}
