import AgeScreen
import CustomDump
import Foundation
import Stores
import Testing

@testable import AgeTUI
@testable import AppleScreen

/// The simulator itself through the runner and the loop, on a fake terminal: a short
/// presenter session, frame by frame.
@Suite("Simulator session")
struct SimulatorSessionTests {
  /// The default scenario, `j` `Enter` `u`, a resize to 100×30, `q`.
  @Test("open the default scenario, j, Enter, u, resize, q: every frame and the exit")
  func presenterSession() throws {
    let session = try Stores.session(
      opening: #require(ScenarioDocument(defaultOf: ScenarioLibrary.shelf)), opener: .yaml)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-session-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let small = Size(width: 100, height: 30)
    let terminal = FakeTerminal(script: [
      .key(.character("j")), .key(.enter), .key(.character("u")), .resize(small),
      .key(.character("q")),
    ])
    var printed: [String] = []
    let outcome = TUIRunner.session(
      session, resume: false, environment: ["XDG_STATE_HOME": directory.path],
      sessionFileName: "session.jsonl", recorder: nil, open: { terminal },
      printError: { printed.append($0) })

    expectNoDifference(outcome, .status(0))
    expectNoDifference(printed, [])
    expectNoDifference(terminal.closeCount, 1)
    #expect(terminal.isScriptDone)
    let large = Size(width: 120, height: 40)
    expectNoDifference(terminal.frames.map(\.canvas.size), [large, large, large, large, small])
    let lines = terminal.frames.map { $0.canvas.lines.map(Self.trimmed) }
    let wideKeys =
      "q quit ? help Enter ok Tab pane ↑↓ move n/p step u undo r reset c comp s scenario"
      + " m mode l region x save SVG"
    let narrowKeys =
      "q quit ? help Enter ok Tab pane ↑↓ move n/p step u undo r reset c comp s scenario"
      + " m mode l region"
    expectNoDifference(lines.map { $0.last }, [wideKeys, wideKeys, wideKeys, wideKeys, narrowKeys])
    expectNoDifference(
      lines.map { frame in frame.first { $0.contains("Child device ·") }.map(Self.childState) },
      ["CLOSED", "CLOSED", "WAITING", "CLOSED", "CLOSED"])
    expectNoDifference(
      lines.map { $0[$0.count - 2] },
      [
        "• n starts the walkthrough · Enter chooses · ? lists every key · A 14-year-old in Texas"
          + " asks her father to approve an …",
        "• n starts the walkthrough · Enter chooses · ? lists every key · A 14-year-old in Texas"
          + " asks her father to approve an …",
        "✓ System → App: .sharing(13–15, guardianDeclared) — Texas requires sharing: the system"
          + " used the region's gates (13, 16…",
        "• Undid launch. Now at script 0/4.",
        "• Undid launch. Now at script 0/4.",
      ])
    // `j` has nothing to move to on the closed app's one button: the frame is the same.
    expectNoDifference(terminal.frames[1].canvas, terminal.frames[0].canvas)
    // Undo gives back the opening screen exactly, but for the notice saying so.
    expectNoDifference(Array(lines[3].dropLast(2)), Array(lines[0].dropLast(2)))
  }

  private static func trimmed(_ line: String) -> String {
    let start = line.firstIndex { $0 != " " } ?? line.endIndex
    let end = line.lastIndex { $0 != " " }.map { line.index(after: $0) } ?? line.endIndex
    return start < end ? String(line[start..<end]) : ""
  }

  /// `WAITING` from `┏ ▶ Child device · WAITING ━━━…`.
  private static func childState(_ line: String) -> String {
    let after = line.split(separator: "Child device · ", maxSplits: 1).last ?? ""
    return String(after.prefix { $0 != " " })
  }
}
