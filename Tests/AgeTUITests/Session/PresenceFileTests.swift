import CustomDump
import Foundation
import Glibc
import Testing

@testable import AgeTUI

/// The PID files that say a session runs (`session.pid`) and that notes follow it
/// (`notes.pid`).
@Suite("Presence files")
struct PresenceFileTests {
  /// A state directory that does not exist yet; the caller removes its parent.
  func newDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-presence-\(UUID().uuidString)/agetui", isDirectory: true)
  }

  func remove(_ directory: URL) {
    try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
  }

  @Test("notes announce themselves while they run and withdraw on exit")
  func notesPresence() throws {
    let directory = newDirectory()
    defer { remove(directory) }
    do {
      let presence = NotesPresence(directory: directory)
      #expect(!presence.isFollowing)
      // The directory is made if the TUI has not made it yet.
      expectNoDifference(presence.claim(), nil)
      #expect(presence.isFollowing)
      #expect(
        try String(contentsOfFile: presence.file.path, encoding: .utf8) == "\(getpid())\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.pid"])
      presence.release()
      #expect(!presence.isFollowing)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }
  }

  @Test("a PID that is not alive, or no PID at all, counts as absent")
  func stale() throws {
    let directory = newDirectory()
    defer { remove(directory) }
    do {
      let file = PresenceFile(directory: directory, name: PresenceFile.notesFileName)
      expectNoDifference(file.claim(pid: Int32.max), nil)
      expectNoDifference(file.holder, Int32.max)
      expectNoDifference(file.livingHolder, nil)
      #expect(!NotesPresence(directory: directory).isFollowing)
      for text in ["", "abc\n", "-4\n", "0\n"] {
        try Data(text.utf8).write(to: file.url)
        expectNoDifference(file.holder, nil, "\(text)")
      }
    }
  }

  @Test("release leaves a file another process claimed since")
  func releaseKeepsAnothersClaim() throws {
    let directory = newDirectory()
    defer { remove(directory) }
    do {
      let file = PresenceFile(directory: directory, name: PresenceFile.sessionFileName)
      expectNoDifference(file.claim(pid: 1), nil)
      file.release()
      expectNoDifference(file.holder, 1)
      expectNoDifference(file.livingHolder, 1)
    }
  }

  @Test("no state directory: no presence")
  func noDirectory() {
    #expect(NotesPresence(environment: [:]) == nil)
    expectNoDifference(
      NotesPresence(environment: ["XDG_STATE_HOME": "/x"])?.file.path, "/x/agetui/notes.pid")
  }

  @Test("a claim that cannot be written leaves the file as it was and nothing beside it")
  func claimOnAFullDisk() throws {
    let directory = newDirectory()
    defer { remove(directory) }
    do {
      let file = PresenceFile(directory: directory, name: PresenceFile.sessionFileName)
      expectNoDifference(file.claim(pid: 1), nil)
      expectNoDifference(
        file.claim(pid: 2, calls: FillingDisk(capacity: 1).calls),
        "cannot write \(file.path): No space left on device")
      expectNoDifference(file.holder, 1)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.pid"])
    }
  }
}
