import FlowEngine
import Foundation
import Scenarios
import Testing

/// docs/scenarios.md and docs/trace-format.md match the code: their examples load and pass,
/// the JSON example is what the code prints, and every name they promise is listed.
@Suite("Scenario docs")
struct ScenarioDocsTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static func document(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
  }

  /// The text of the first fenced block of a language after a heading.
  private static func block(_ language: String, after heading: String, in text: String) throws
    -> String
  {
    let section = try #require(text.range(of: "\n\(heading)\n"))
    let rest = text[section.upperBound...]
    let start = try #require(rest.range(of: "```\(language)\n"))
    let end = try #require(rest[start.upperBound...].range(of: "\n```"))
    return String(rest[start.upperBound..<end.lowerBound]) + "\n"
  }

  /// The text between a heading and the next heading of the same level.
  private static func section(_ heading: String, in text: String) throws -> String {
    let start = try #require(text.range(of: "\n\(heading)\n"))
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  @Test("the complete example loads and plays without a failure")
  func completeExample() throws {
    let text = try Self.block(
      "yaml", after: "## A complete example", in: try Self.document("scenarios.md"))
    let run = ScenarioRunner.run(try ScenarioFixtures.load(text, file: "mila.yaml"))
    #expect(run.failures == [])
    #expect(run.scenario.script.count == 3)
  }

  @Test("the JSON example loads and plays without a failure")
  func jsonExample() throws {
    let text = try Self.block("json", after: "## JSON files", in: try Self.document("scenarios.md"))
    let run = ScenarioRunner.run(try ScenarioFixtures.load(text, file: "example.json"))
    #expect(run.failures == [])
  }

  @Test("the built-ins table lists every built-in, in order")
  func builtInsTable() throws {
    let table = try Self.section("## Built-in scenarios", in: try Self.document("scenarios.md"))
    let names = table.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      return line.split(separator: "`").dropFirst().first.map(String.init)
    }
    #expect(names == ScenarioLibrary.names)
  }

  @Test("every action and every expect key is documented")
  func vocabulary() throws {
    let document = try Self.document("scenarios.md")
    let actions = try Self.section("## Actions", in: document)
    for action in [
      "launch", "close", "share", "decline", "ask-parent", "send", "cancel", "acknowledge",
      "parent:", "ask-to-communicate:", "revoke-consent", "install-update:", "mode:",
      "share-again", "verify:", "family:", "signed-in:", "communication-limits:", "region:",
      "os:", "assumptions:", "clock:",
    ] {
      #expect(actions.contains(action), "\(action)")
    }
    let expect = try Self.section("## Expect", in: document)
    for key in [
      "step", "blocked-reason", "learned", "declaration", "feature", "question", "parent-answer",
      "ask-error", "sheet", "handled", "trace-contains", "rejected",
    ] {
      #expect(expect.contains("| `\(key)` |"), "\(key)")
    }
  }

  @Test("the trace-format example is what the code prints")
  func traceExample() throws {
    let example = try Self.block(
      "json", after: "## Example", in: try Self.document("trace-format.md"))
    let run = ScenarioRunner.run(try #require(ScenarioLibrary.named("wwdc-emily-9")))
    #expect(example == JSONReport.render(run))
  }

  @Test("every stable name is in the trace format")
  func stableNames() throws {
    let document = try Self.document("trace-format.md")
    let names =
      Actor.allCases.map(\.rawValue) + TraceKind.allCases.map(\.rawValue) + FlowStep.allNames
      + FlowBranch.allCases.map(\.rawValue) + BlockReason.allNames
      + Invariant.allCases.map(\.rawValue) + DeviceID.allCases.map(\.rawValue)
    for name in names {
      #expect(document.contains("`\(name)`"), "\(name)")
    }
  }
}
