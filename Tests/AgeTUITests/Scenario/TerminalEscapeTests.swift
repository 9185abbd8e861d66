import CustomDump
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
      expectNoDifference(run.status, 1)
      expectNoDifference(
        run.stderr,
        "\(path):7:28: error: world.person.age: expected a whole number, found "
          + "\"\\u{1B}]0;pwned\\u{7}\\u{202E}\"\n")
    }
  }

  @Test("run prints narration escaped", arguments: ["text", "markdown", "mermaid"])
  func run(format: String) throws {
    try Self.withFile(Self.scenario) { path in
      let run = try AgeTUIBinary.run(["run", path, "--format", format], timeLimit: .seconds(30))
      expectNoDifference(run.status, 0)
      #expect(!Self.hasRawControls(run.stdout + run.stderr))
      // Markdown also escapes its own characters, the `]` among them.
      #expect(run.stdout.contains(format == "markdown" ? "\\u{1B}\\]0" : "\\u{1B}]0"))
    }
  }

  @Test("run --format json writes C1 controls and the line separators as \\u escapes")
  func runJSON() throws {
    let text = Self.scenario.replacingOccurrences(
      of: #""Opens\e]0;pwned\a the \u202Eapp.""#,
      with: #""Opens\N\u009B31m\u009C\u009D\L\P app.""#)
    try Self.withFile(text) { path in
      let run = try AgeTUIBinary.run(["run", path, "--format", "json"], timeLimit: .seconds(30))
      expectNoDifference(run.status, 0)
      #expect(run.stdout.contains(#""Opens\u0085\u009b31m\u009c\u009d\u2028\u2029 app.""#))
      #expect(!Self.hasRawControls(run.stdout + run.stderr))
    }
  }

  /// What `ask` echoes from `--app-name` (in the prompt, the notification and the reasons) is
  /// escaped as `check` escapes what it echoes: ESC, BEL, DEL, C1, bidi controls and line
  /// breaks, each as `\u{…}`.
  @Test("ask echoes --app-name and --bundle-id escaped")
  func askText() throws {
    let name = "A\u{1B}]0;x\u{7}B\u{7F}C\u{9B}D\u{202E}E\nF"
    let shown = #"A\u{1B}]0;x\u{7}B\u{7F}C\u{9B}D\u{202E}E\u{A}F"#
    let run = try AgeTUIBinary.run(
      [
        "ask", "--birthdate", "2012-03-10", "--today", "2026-07-01", "--gates", "13,16",
        "--region", "us", "--mode", "always-share", "--app-name", name,
        "--bundle-id", "com.example.\u{1B}[2J",
      ], timeLimit: .seconds(30))
    expectNoDifference(run.status, 0)
    expectNoDifference(
      run.stdout,
      """
      sharing 13–15 (guardianDeclared), no parental controls
      notification “Shared your age range with \(shown).”
      Always Share: the parent chose to share automatically, so 13–15 went to \(shown) with no \
      prompt and a notification, as this was new information.

      """)
    #expect(!Self.hasRawControls(run.stdout + run.stderr))
  }

  @Test("a usage error quotes the argument escaped")
  func usage() throws {
    let run = try AgeTUIBinary.run(
      ["ask", "--age", "3", "--gates", "13", "--region", "\u{1B}]0;x\u{7}"], timeLimit: .seconds(30)
    )
    expectNoDifference(run.status, 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: The value '\\u{1B}]0;x\\u{7}' is invalid for '--region <code>'."))
    #expect(!Self.hasRawControls(run.stderr))
  }
}
