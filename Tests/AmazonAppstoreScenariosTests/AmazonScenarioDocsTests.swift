import AmazonAppstoreScenarios
import CustomDump
import Foundation
import Scenarios
import Testing

@testable import TestSupport

@Suite struct AmazonScenarioDocsTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func scenariosDocument() throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
  }

  /// The text between `### heading` and the next heading.
  private static func section(_ heading: String, in text: String) throws -> String {
    let start = try #require(text.range(of: "\n\(heading)\n"))
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  @Test func theExamplePlaysGreenOnAmazon() throws {
    let text = try Self.scenariosDocument()
    let section = try #require(text.range(of: "\n## Amazon Appstore\n"))
    let rest = text[section.upperBound...]
    let start = try #require(rest.range(of: "```yaml\n"))
    let end = try #require(rest[start.upperBound...].range(of: "\n```"))
    let yaml = String(rest[start.upperBound..<end.lowerBound]) + "\n"
    let scenario = try AmazonScenarioFixtures.load(yaml)
    let run = try #require(AmazonScenarioRunner.run(scenario))
    expectNoDifference(run.failures, [])
    expectNoDifference(run.steps.count, 8)
    expectNoDifference(run.expectationCount, 19)
  }

  @Test func theTablesNameExactlyTheVerbsAndKeys() throws {
    let text = try Self.scenariosDocument()
    let actions = try Self.section("### Amazon actions", in: text)
    let verbs = Set(
      actions.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { line in
        line.split(separator: "`").dropFirst().first.map {
          String($0.drop { $0 == "{" }.prefix { $0 != ":" && $0 != "}" })
        }
      })
    expectNoDifference(verbs, Set(AmazonVerb.allCases.map(\.rawValue)))
    let expect = try Self.section("### Amazon expect", in: text)
    let keys = Set(
      expect.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { line in
        String(line.split(separator: "|").first ?? "").split(separator: "`").enumerated()
          .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      })
    expectNoDifference(keys, Set(ScenarioLoader.amazonExpectKeys))
  }
}
