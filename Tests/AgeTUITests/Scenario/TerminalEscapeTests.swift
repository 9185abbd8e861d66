import FlowEngine
import Foundation
import Scenarios
import Testing

/// The real binary never prints an escape sequence or a bidi override from a file: `check`'s
/// errors, `run`'s reports and usage errors quote them escaped.
@Suite("agetui output escapes hostile text")
struct TerminalEscapeTests {
  static let scenario = """
    name: hostile
    title: Hostile
    summary: Narration with escapes.
    world:
      today: 2026-09-14
      region: US
      person: {name: Ann, age: 42}
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "1.0"
    answers: {age-range-prompt: share}
    script:
      - do: launch
        narration: "Opens\\e]0;pwned\\a the \\u202Eapp."

    """

  private static func withFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-escape-\(UUID().uuidString).yaml")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }

  private static func hasRawControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && TerminalSafeText.isUnsafe($0) }
  }

  @Test("check quotes a found value escaped")
  func check() throws {
    let text = Self.scenario.replacingOccurrences(
      of: "age: 42", with: "age: \"\\e]0;pwned\\a\\u202E\"")
    try Self.withFile(text) { path in
      let run = try AgeTUIBinary.run(["check", path], timeLimit: .seconds(30))
      #expect(run.status == 1)
      #expect(
        run.stderr
          == "\(path):7:28: error: world.person.age: expected a whole number, found "
          + "\"\\u{1B}]0;pwned\\u{7}\\u{202E}\"\n")
    }
  }

  @Test("run prints narration escaped", arguments: ["text", "markdown", "mermaid"])
  func run(format: String) throws {
    try Self.withFile(Self.scenario) { path in
      let run = try AgeTUIBinary.run(["run", path, "--format", format], timeLimit: .seconds(30))
      #expect(run.status == 0)
      #expect(!Self.hasRawControls(run.stdout + run.stderr))
      #expect(run.stdout.contains("\\u{1B}]0"))
    }
  }

  @Test("a usage error quotes the argument escaped")
  func usage() throws {
    let run = try AgeTUIBinary.run(
      ["ask", "--age", "3", "--gates", "13", "--region", "\u{1B}]0;x\u{7}"], timeLimit: .seconds(30)
    )
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: The value '\\u{1B}]0;x\\u{7}' is invalid for '--region <code>'."))
    #expect(!Self.hasRawControls(run.stderr))
  }
}
