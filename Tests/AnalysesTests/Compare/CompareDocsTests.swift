import Analyses
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores
import Testing

/// docs/compare.md shows real runs: each example is exactly what the comparison renders.
@Suite("Compare docs")
struct CompareDocsTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The fenced block of `language` that follows the line naming `command`.
  static func example(_ language: String, after command: String) throws -> String {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/compare.md"), encoding: .utf8)
    let line = try #require(text.range(of: "`\(command)`"))
    let rest = text[line.upperBound...]
    let start = try #require(rest.range(of: "```\(language)\n"))
    let end = try #require(rest[start.upperBound...].range(of: "\n```"))
    return String(rest[start.upperBound..<end.lowerBound]) + "\n"
  }

  private static func comparison(
    _ name: String, by dimension: CompareDimension, values: [String]? = nil, at step: Int
  ) throws -> Comparison {
    try Comparison(
      scenario: try #require(ScenarioLibrary.named(name)), by: dimension, values: values,
      at: step)
  }

  @Test("the text example")
  func text() throws {
    #expect(
      try Self.example("text", after: "agetui compare sharing-modes --by mode --at 1")
        == Self.comparison("sharing-modes", by: .mode, at: 1).rendered(.text))
  }

  @Test("the Markdown example")
  func markdown() throws {
    #expect(
      try Self.example(
        "markdown",
        after: "agetui compare texas-teen --by region --values US-TX,US --at 1 --format markdown")
        == Self.comparison("texas-teen", by: .region, values: ["US-TX", "US"], at: 1).rendered(
          .markdown))
  }

  @Test("the JSON example")
  func json() throws {
    #expect(
      try Self.example(
        "json",
        after:
          "agetui compare sharing-modes --by mode --values always-share,never-share --at 1 "
          + "--format json")
        == Self.comparison(
          "sharing-modes", by: .mode, values: ["always-share", "never-share"], at: 1
        ).rendered(.json))
  }

  @Test("docs/compare.md's Google Play example is what compare renders")
  func docsExample() throws {
    let scenario = try #require(ScenarioLibrary.named("play-brazil"))
    let comparison = try Comparison(scenario: scenario, by: .sdk, at: 1)
    #expect(
      try Self.example("text", after: "agetui compare play-brazil --by sdk --at 1")
        == comparison.rendered(.text))
  }
}
