import AgeScreen
import CustomDump
import Foundation
import ScreenTestSupport
import Testing

/// docs/screens.md (the captures the README shows) matches what the simulator draws: the first
/// two ```text blocks are the "Ask to Continue" state of the default scenario at their sizes, the
/// third its compose sheet at 80×24, as `tmux capture-pane -p` prints them (trailing blanks
/// trimmed).
@Suite struct ScreensDocTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The text of every ```text block of a file (docs/screens.md by default), in order.
  static func blocks(in file: String = "docs/screens.md") throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    var blocks: [String] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```text" {
        current = []
      } else if line == "```", let lines = current {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// The screen as capture-pane prints it: rows without their trailing blanks.
  static func captured(_ canvas: Canvas) -> String {
    canvas.lines.map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  /// Replaces the text of the first `screens.count` ```text blocks of a file (record mode).
  static func rewriteBlocks(in file: String, with screens: [String]) throws {
    let url = root.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    var output: [String] = []
    var remaining = screens[...]
    var isSkipping = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if isSkipping {
        guard line == "```" else { continue }
        isSkipping = false
      }
      output.append(String(line))
      if line == "```text", let screen = remaining.popFirst() {
        output.append(screen)
        isSkipping = true
      }
    }
    try Data(output.joined(separator: "\n").utf8).write(to: url)
  }

  @Test func capturesMatchTheAskToContinueScreen() throws {
    let shell = try SimulatorStates.askToContinue()
    let expected =
      [Size(width: 120, height: 40), Size(width: 80, height: 24)].map {
        Self.captured(shell.render(size: $0))
      } + [Self.captured(try SimulatorStates.compose().render(size: Size(width: 80, height: 24)))]
    if SnapshotFile.isRecording {
      try Self.rewriteBlocks(in: "docs/screens.md", with: expected)
      try Self.rewriteBlocks(in: "README.md", with: Array(expected.prefix(1)))
    }
    let blocks = try Self.blocks()
    expectNoDifference(blocks.count, 3)
    for (block, screen) in zip(blocks, expected) {
      expectNoDifference(
        block, screen, "docs/screens.md is out of date; it should show:\n\(screen)")
    }
  }

  @Test func theReadmeShowsTheSame120By40Capture() throws {
    let shell = try SimulatorStates.askToContinue()
    let screen = Self.captured(shell.render(size: Size(width: 120, height: 40)))
    let blocks = try Self.blocks(in: "README.md")
    expectNoDifference(
      blocks.first, screen, "README.md's capture is out of date; it should show:\n\(screen)")
  }
}
