import Analyses
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores
import Testing

/// docs/explore.md and docs/graph.md show what the code prints: their examples are compared
/// with the output of the same calls.
@Suite("Explore and graph docs")
struct ExploreDocsTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static func document(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
  }

  /// The fenced blocks of a language, in order, each ending with a newline.
  private static func blocks(_ language: String, in text: String) -> [String] {
    var result: [String] = []
    var rest = text[...]
    while let start = rest.range(of: "```\(language)\n"),
      let end = rest[start.upperBound...].range(of: "```\n")
    {
      result.append(String(rest[start.upperBound..<end.lowerBound]))
      rest = rest[end.upperBound...]
    }
    return result
  }

  @Test("graph.md: the diagram and the sequence diagram are the binary's output")
  func graph() throws {
    let text = try Self.document("graph.md")
    let mermaid = Self.blocks("mermaid", in: text)
    #expect(mermaid.count == 2)
    let app = try ExploreFixtures.app()
    #expect(mermaid.first == TransitionTable.generate(app: app).mermaid())
    let olivia = try #require(ScenarioLibrary.named("wwdc-olivia-14"))
    #expect(mermaid.last == RunReport(ScenarioRunner.run(olivia)).rendered(.mermaid))
    let dot = try #require(Self.blocks("dot", in: text).first)
    #expect(dot.hasSuffix("…\n"))
    #expect(TransitionTable.generate(app: app).dot().hasPrefix(String(dot.dropLast(2))))
  }

  @Test("explore.md: the example is the small sweep's report")
  func explore() throws {
    let text = try Self.document("explore.md")
    let explorer = Explorer(space: try ExploreFixtures.usAndTexas())
    let result = explorer.run()
    let report = ExploreReport(result: result, reproductions: explorer.reproductions(of: result))
    #expect(Self.blocks("text", in: text).last == report.rendered(.text))
  }

  @Test("explore.md: the sharing-mode example is that sweep's section")
  func modeExample() throws {
    let text = try Self.document("explore.md")
    let report = try ExploreModeDifferencesTests.report().rendered(.text)
    let start = try #require(report.range(of: "Where the sharing mode"))
    let end = try #require(report.range(of: "\nInvariant violations"))
    let section = String(report[start.lowerBound..<end.lowerBound])
    #expect(Self.blocks("text", in: text).contains(section))
  }
}
