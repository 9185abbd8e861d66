import AgeScreen
import CustomDump
import Foundation
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AppleScreen

/// docs/screens.md's capture of `agetui notes` (the block fenced ```` ```text notes ````) is what
/// the notes draw at 80×24 for the default scenario at step 1, 42 seconds into the walkthrough.
/// With `AGETUI_RECORD_SNAPSHOTS=1` the block is rewritten instead.
@Suite("Notes doc")
struct NotesDocTests {
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/screens.md")
  static let fence = "```text notes"

  static func expected() throws -> String {
    let document = try #require(ScenarioDocument(defaultOf: ScenarioLibrary.shelf))
    var replay = NotesReplay(opener: .yaml)
    replay.apply(.open(document))
    replay.apply(.jump(1, .nextStep))
    let step = try #require(replay.step)
    let state = NotesState(
      stateDirectory: "/home/sofia/.local/state/agetui", phase: .following(step),
      elapsedSeconds: 42)
    return NotesView.render(state, size: Size(width: 80, height: 24)).lines.map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  @Test func theCaptureIsUpToDate() throws {
    let screen = try Self.expected()
    let lines = try String(contentsOf: Self.file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: Self.fence), "no \(Self.fence) block")
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    if SnapshotFile.isRecording {
      let updated = lines[...start] + [screen] + lines[end...]
      try Data(updated.joined(separator: "\n").utf8).write(to: Self.file)
      return
    }
    let block = lines[(start + 1)..<end].joined(separator: "\n")
    expectNoDifference(
      block, screen, "docs/screens.md's notes capture is out of date; it should show:\n\(screen)")
  }
}
