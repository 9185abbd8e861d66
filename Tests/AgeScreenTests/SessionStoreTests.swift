import AgeScreen
import Foundation
import Testing

@Suite struct SessionStoreTests {
  struct Sample: Codable, Equatable {
    var focus: Pane
    var count: Int
  }

  /// A fresh empty directory for one test.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-session-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func defaultDirectoryPrefersXDGStateHome() {
    let url = SessionStore<Sample>.defaultDirectory(environment: [
      "XDG_STATE_HOME": "/state", "HOME": "/home/me",
    ])
    #expect(url?.path == "/state/agetui")
  }

  @Test(arguments: [
    ["HOME": "/home/me"], ["XDG_STATE_HOME": "", "HOME": "/home/me"],
    ["XDG_STATE_HOME": "relative/dir", "HOME": "/home/me"],
  ])
  func defaultDirectoryFallsBackToLocalState(_ environment: [String: String]) {
    let url = SessionStore<Sample>.defaultDirectory(environment: environment)
    #expect(url?.path == "/home/me/.local/state/agetui")
  }

  @Test func defaultDirectoryNeedsSomeHome() {
    #expect(SessionStore<Sample>.defaultDirectory(environment: [:]) == nil)
  }

  @Test func savesAtomicallyAndLoadsBack() throws {
    let directory = try temporaryDirectory().appendingPathComponent("nested/agetui")
    let store = SessionStore<Sample>(directory: directory)
    #expect(store.save(Sample(focus: .parent, count: 3)) == nil)
    #expect(store.save(Sample(focus: .timeline, count: 4)) == nil)
    #expect(try contents(of: directory) == ["session.json"])
    guard case .loaded(let value) = store.load() else {
      Issue.record("expected a loaded session")
      return
    }
    #expect(value == Sample(focus: .timeline, count: 4))
    let text = try String(contentsOf: store.fileURL, encoding: .utf8)
    #expect(text == "{\n  \"count\" : 4,\n  \"focus\" : 4\n}")
  }

  @Test func missingFileIsNoSession() throws {
    let store = SessionStore<Sample>(directory: try temporaryDirectory())
    guard case .none = store.load() else {
      Issue.record("expected no session")
      return
    }
  }

  @Test func corruptFilesAreMovedAsideWithIncreasingNumbers() throws {
    let directory = try temporaryDirectory()
    let store = SessionStore<Sample>(directory: directory)
    for (attempt, junk) in ["{ not json", "{\"focus\": 2}"].enumerated() {
      try junk.write(to: store.fileURL, atomically: true, encoding: .utf8)
      guard case .corrupt(let movedTo, let message) = store.load() else {
        Issue.record("expected a corrupt session")
        return
      }
      #expect(movedTo?.lastPathComponent == "session.json.corrupt-\(attempt + 1)")
      let problem = attempt == 0 ? "not valid JSON" : "missing \"count\""
      #expect(
        message
          == "session file \(store.fileURL.path) is unreadable (\(problem)); moved it to"
          + " session.json.corrupt-\(attempt + 1) and started fresh")
    }
    #expect(try contents(of: directory) == ["session.json.corrupt-1", "session.json.corrupt-2"])
    #expect(
      try String(
        contentsOf: directory.appendingPathComponent("session.json.corrupt-1"), encoding: .utf8)
        == "{ not json")
  }

  @Test func unwritableDirectoryIsAMessageNotACrash() throws {
    let store = SessionStore<Sample>(
      directory: URL(fileURLWithPath: "/proc/agetui-cannot-exist/agetui"))
    let problem = store.save(Sample(focus: .child, count: 1))
    #expect(problem?.hasPrefix("cannot create /proc/agetui-cannot-exist/agetui: ") == true)
  }
}
