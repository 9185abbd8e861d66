import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Testing

@testable import TestSupport

/// Nothing from a file reaches a terminal raw: the shared escaping, the loader's single-line
/// fields and errors, and the text, Markdown and Mermaid reports.
@Suite("Terminal-safe text")
struct TerminalSafeTextTests {
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let text: String
    let expected: String

    var description: String { name }
  }

  static let escapingCases: [Case] = [
    Case(
      name: "an OSC title sequence", text: "a\u{1B}]0;pwned\u{7}b",
      expected: "a\\u{1B}]0;pwned\\u{7}b"),
    Case(name: "a CSI sequence", text: "\u{1B}[2J", expected: "\\u{1B}[2J"),
    Case(
      name: "NUL, CR, tab and DEL", text: "\u{0}\r\t\u{7F}", expected: "\\u{0}\\u{D}\\u{9}\\u{7F}"),
    Case(name: "a C1 control", text: "x\u{9B}y", expected: "x\\u{9B}y"),
    Case(name: "a right-to-left override", text: "abc\u{202E}fed", expected: "abc\\u{202E}fed"),
    Case(name: "a bidi isolate", text: "\u{2066}x\u{2069}", expected: "\\u{2066}x\\u{2069}"),
    Case(
      name: "line and paragraph separators", text: "a\u{2028}b\u{2029}",
      expected: "a\\u{2028}b\\u{2029}"),
    Case(name: "newlines stay", text: "one\ntwo\n", expected: "one\ntwo\n"),
    Case(
      name: "ordinary text is unchanged", text: "Sofía — 13–15 ✓ 👩‍👧", expected: "Sofía — 13–15 ✓ 👩‍👧"),
    Case(name: "an escape is never escaped again", text: "\\u{1B}", expected: "\\u{1B}"),
  ]

  @Test("escaping", arguments: escapingCases)
  func escaping(_ testCase: Case) {
    expectNoDifference(TerminalSafeText.escaping(testCase.text), testCase.expected)
  }

  @Test("a one-line message escapes newlines too")
  func oneLine() {
    expectNoDifference(
      TerminalSafeText.escaping("a\nb\r\n", keepsNewlines: false), "a\\u{A}b\\u{D}\\u{A}")
  }

  static let singleLineCases: [Case] = [
    Case(
      name: "CR LF in a quoted name", text: "\"Ann\\r\\nLee\"",
      expected: "test.yaml:8:11: error: world.person.name: expected a single line of text, "
        + "found a carriage return (\\u{D}) at character 4"),
    Case(
      name: "NUL", text: "\"Ann\\0\"",
      expected: "test.yaml:8:11: error: world.person.name: expected a single line of text, "
        + "found a NUL character (\\u{0}) at character 4"),
    Case(
      name: "ESC", text: "\"\\e]0;x\\a\"",
      expected: "test.yaml:8:11: error: world.person.name: expected a single line of text, "
        + "found an escape character (\\u{1B}) at character 1"),
    Case(
      name: "a line separator", text: "\"Ann\\LLee\"",
      expected: "test.yaml:8:11: error: world.person.name: expected a single line of text, "
        + "found a line separator (\\u{2028}) at character 4"),
    Case(
      name: "a paragraph separator", text: "\"Ann\\PLee\"",
      expected: "test.yaml:8:11: error: world.person.name: expected a single line of text, "
        + "found a paragraph separator (\\u{2029}) at character 4"),
    Case(
      name: "LF", text: "\"Ann\\nLee\\n\\nX\"",
      expected: "test.yaml:8:11: error: world.person.name: expected a single line of text, "
        + "found 3 lines"),
  ]

  @Test("single-line fields refuse line breaks and controls", arguments: singleLineCases)
  func singleLine(_ testCase: Case) {
    let text = ScenarioFixtures.minimal(replacing: "name: Ann", with: "name: \(testCase.text)")
    expectNoDifference(ScenarioFixtures.error(text), testCase.expected)
  }

  @Test("a right-to-left override in an error's value is escaped")
  func errorValue() {
    let text = ScenarioFixtures.minimal(replacing: "age: 42", with: "age: \"4\\u202E2\\e]0;x\\a\"")
    expectNoDifference(
      ScenarioFixtures.error(text),
      "test.yaml:9:10: error: world.person.age: expected a whole number, found "
        + "\"4\\u{202E}2\\u{1B}]0;x\\u{7}\"")
  }

  @Test("a file name with controls is escaped in errors")
  func errorFile() {
    expectNoDifference(
      ScenarioFixtures.error("", file: "\u{1B}[31mx\u{202E}.yaml"),
      "\\u{1B}[31mx\\u{202E}.yaml:1:1: error: the file is empty; a scenario needs at least "
        + "name, title, summary, world and script")
  }

  /// A scenario whose narration holds an OSC sequence, a bidi override and two lines.
  static let hostileNarration = ScenarioFixtures.minimal(
    replacing: "  - do: launch\n",
    with: "  - do: launch\n    narration: \"Opens\\e]0;pwned\\a the \\u202Eapp.\\nSecond line.\"\n")

  @Test(
    "reports escape text from the file",
    arguments: [
      ("text", "Opens\\u{1B}]0;pwned\\u{7} the \\u{202E}app."),
      // Markdown also escapes its own characters: the `]` of the OSC sequence.
      ("markdown", "Opens\\u{1B}\\]0;pwned\\u{7} the \\u{202E}app.\nSecond line."),
      ("mermaid", "Opens\\u{1B}]0#59;pwned\\u{7} the \\u{202E}app.<br/>Second line."),
    ])
  func reports(format: String, expected: String) throws {
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(Self.hostileNarration))
    let output =
      switch format {
      case "text": RunReport(run).rendered(.text)
      case "markdown": RunReport(run).rendered(.markdown)
      default: RunReport(run).rendered(.mermaid)
      }
    #expect(!output.unicodeScalars.contains { $0 != "\n" && TerminalSafeText.isUnsafe($0) })
    #expect(output.contains(expected))
  }
}
