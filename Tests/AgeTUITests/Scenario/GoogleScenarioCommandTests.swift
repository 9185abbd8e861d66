import CustomDump
import FlowEngine
import Foundation
import GooglePlayScenarios
import Scenarios
import Stores
import Testing

/// `scenarios`, `check` and `run` for scenarios with a Google Play part, through the built
/// binary.
@Suite("agetui with Google Play scenarios")
struct GoogleScenarioCommandTests {
  static let file = """
    name: play-file
    title: Play file
    summary: A Google file.
    platforms: [apple, google-play]
    world:
      today: 2026-09-14
      region: US-TX
      person: {name: Sofia, birthdate: 2012-03-02}
      parent: Carlos
    script:
      - do: launch
    google-play:
      script:
        - do: launch
          caption: \(String(repeating: "a", count: 81))
        - do: close

    """

  @Test("scenarios marks the stores of the Google built-ins only, and JSON lists them")
  func scenarios() throws {
    let text = try AgeTUIBinary.run(["scenarios"])
    let lines = text.stdout.split(separator: "\n").map(String.init)
    let marked: [String] = lines.filter {
      $0.contains("[Google Play]") || $0.contains("[Apple + Google Play")
    }.map { String($0.split(separator: " ")[0]) }
    let onPlay: [String] = ScenarioLibrary.all.filter { $0.play != nil }.map(\.name)
    expectNoDifference(marked, onPlay)
    #expect(
      lines.contains(
        "play-brazil                                [Google Play] In Brazil Play returns only "
          + "declared or unknown ages; a self-declared 15-year-old shares a TIER_A range."))
    let json = try AgeTUIBinary.run(["scenarios", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let list = try #require(object["scenarios"] as? [[String: Any]])
    let both = try #require(list.first { $0["name"] as? String == "texas-teen-both-stores" })
    expectNoDifference(both["platforms"] as? [String], ["apple", "google-play"])
    expectNoDifference(both["steps"] as? Int, 10)
    expectNoDifference(list.first?["platforms"] as? [String], ["apple"])
  }

  @Test("check counts both stores' steps and warns of a wide Play caption at its value")
  func check() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-google-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("play.yaml").path
    try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
    let run = try AgeTUIBinary.run(["check", path])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stdout, "\(path): ok (1 step, 2 on Google Play)\n")
    expectNoDifference(
      run.stderr,
      "\(path):15:16: warning: google-play.script[1].caption is 81 columns wide; a caption "
        + "is one line of at most 80\n")
  }

  @Test("run plays a Google built-in (exit 0); the screen formats draw a store's side")
  func run() throws {
    let passed = try AgeTUIBinary.run(["run", "play-sdk-003"])
    expectNoDifference(passed.status, 0)
    expectNoDifference(passed.stderr, "")
    let json = try AgeTUIBinary.run(["run", "play-brazil", "--format", "json"])
    #expect(json.status == 0 && json.stdout.hasPrefix("{\n  \"format\": \"agetui-play-run\""))
    let apple = try AgeTUIBinary.run(["run", "texas-teen-both-stores", "--format", "svg"])
    #expect(apple.status == 0 && !apple.stdout.contains("on Google Play"))
    let play = try AgeTUIBinary.run([
      "run", "texas-teen-both-stores", "--format", "svg", "--store", "google-play", "--step", "0",
    ])
    expectNoDifference(play.status, 0)
    #expect(
      play.stdout.contains(
        "aria-label=\"AgeTUI — texas-teen-both-stores on Google Play after step 0\""))
    let refusals: [([String], String)] = [
      (
        ["texas-teen", "--format", "svg", "--store", "google-play"],
        "Error: --store google-play: texas-teen runs on Apple only.\n"
      ),
      (
        ["play-brazil", "--store", "google-play"],
        "Error: --store chooses the side that cast, html, svg, png and mermaid draw; --format text "
          + "shows every store the scenario runs on.\n"
      ),
      (
        ["play-brazil", "--format", "svg", "--devices"],
        "Error: --devices draws Apple's phones; Google Play's side draws the TUI's screen.\n"
      ),
    ]
    for (arguments, message) in refusals {
      let refused = try AgeTUIBinary.run(["run"] + arguments)
      expectNoDifference(refused.status, 64, "\(arguments)")
      expectNoDifference(refused.stderr, message)
      expectNoDifference(refused.stdout, "")
    }
  }

  /// The page's sections: each store's steps, in order (issue 43 item 4).
  static func sections(_ page: String) -> [String] {
    page.components(separatedBy: "<section class=\"step\" id=\"").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
  }

  @Test("html of a two-store scenario shows both stores' steps; --store shows one store's")
  func twoStorePage() throws {
    let both = try AgeTUIBinary.run(["run", "texas-teen-both-stores", "--format", "html"])
    expectNoDifference(both.status, 0)
    expectNoDifference(
      Self.sections(both.stdout),
      (1...5).map { "apple-step-\($0)" } + (0...5).map { "google-play-step-\($0)" })
    #expect(both.stdout.contains("<h2 class=\"store\">Google Play&#39;s steps</h2>"))
    let apple = try AgeTUIBinary.run([
      "run", "texas-teen-both-stores", "--format", "html", "--store", "apple",
    ])
    expectNoDifference(Self.sections(apple.stdout), (1...5).map { "step-\($0)" })
    let play = try AgeTUIBinary.run([
      "run", "texas-teen-both-stores", "--format", "html", "--store", "google-play",
    ])
    expectNoDifference(Self.sections(play.stdout), (0...5).map { "step-\($0)" })
    #expect(!play.stdout.contains("<h2 class=\"store\">"))
  }
}
