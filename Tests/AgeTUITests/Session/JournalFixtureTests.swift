import AgeScreen
import CustomDump
import Foundation
import Stores
import Testing

@testable import AgeTUI
@testable import AppleScreen

/// Journals written by earlier binaries, recorded in tmux at 120×40 (`Tests/Fixtures/journals/`),
/// still resume to the screen they were left on: Apple's and Google Play's by main at 0fb648d
/// (2026-11-29), Amazon Appstore's, on `texas-teen-three-stores`, by main at c0c8218, the last
/// before Play's and Amazon's records became one `WalkthroughRecord` (its screen file is that
/// binary's own screen before `q`). Issue 43 reshapes the journal; these files are the promise
/// that what presenters saved before it still opens.
///
/// Each `NAME.jsonl` has a `NAME.screen.txt` beside it: the screen `--resume` draws at 120×40,
/// without the notice line (which reports the resume itself). When the screen changes on
/// purpose, `AGETUI_RECORD_JOURNAL_SCREENS=1 swift test --filter JournalFixtureTests` rewrites
/// the `.screen.txt` files; read the diff before committing it.
@Suite("journals written by earlier versions resume")
struct JournalFixtureTests {
  static let size = Size(width: 120, height: 40)
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/journals", isDirectory: true)

  @Test(
    "each fixture resumes whole, to the screen it was left on",
    arguments: ["apple-texas-teen", "both-stores-on-play", "three-stores-on-amazon"])
  func resumes(_ name: String) throws {
    let (environment, directory) = try SessionRecorderTests.stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    try FileManager.default.copyItem(
      at: Self.folder.appendingPathComponent("\(name).jsonl"),
      to: directory.appendingPathComponent("session.jsonl"))
    var recorder = SessionRecorder<StoreSession>(
      environment: environment, fileName: "session.jsonl", processID: 4242,
      now: { 1_800_000_000 })
    // As `agetui --resume` makes it: the default scenario, which the journal's own replaces.
    var program = try AgeTUICommand.opened(for: nil)
    expectNoDifference(recorder.begin(resume: true, into: &program, size: Self.size), [])
    var lines = program.render(size: Self.size).lines.map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    lines.remove(at: Self.size.height - 2)
    let screen = lines.joined(separator: "\n") + "\n"
    let expected = Self.folder.appendingPathComponent("\(name).screen.txt")
    if ProcessInfo.processInfo.environment["AGETUI_RECORD_JOURNAL_SCREENS"] == "1" {
      try screen.write(to: expected, atomically: true, encoding: .utf8)
    }
    #expect(screen == (try String(contentsOf: expected, encoding: .utf8)))
    withExtendedLifetime(recorder) {}
  }
}
