import AgeScreen
import Foundation
import GooglePlayScreen
import Scenarios
import Stores
import Testing

/// docs/screens.md's and the README's capture of Google Play's side match what the Play shell
/// draws: step 5 of `play-change-approved` at 80×24, as `tmux capture-pane -p` prints it.
@Suite struct PlayDocCaptureTests {
  @Test(arguments: ["docs/screens.md", "README.md"])
  func theCaptureMatchesTheScreen(file: String) throws {
    let size = Size(width: 80, height: 24)
    let scenario = try #require(ScenarioLibrary.named("play-change-approved"))
    var shell = PlayShell(story: try #require(PlayStory.ofScenario(scenario)))
    for _ in 0..<5 { _ = shell.update(.shell(.nextStep), size: size) }
    let screen = Self.capture(shell.render(size: size))
    #expect(
      try Self.block("google", in: file) == screen,
      "\(file)'s Google capture is out of date; it should show:\n\(screen)")
  }

  /// A screen as `tmux capture-pane -p` prints it: each line without its trailing spaces.
  static func capture(_ canvas: Canvas) -> String {
    canvas.lines.map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  /// The fenced block opened by "```text TAG" in a file of the repository.
  static func block(_ tag: String, in file: String) throws -> String? {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../\(file)").standardizedFileURL
    let text = try String(contentsOf: docs, encoding: .utf8)
    return text.components(separatedBy: "```text \(tag)\n").dropFirst().first?
      .components(separatedBy: "\n```").first
  }
}
