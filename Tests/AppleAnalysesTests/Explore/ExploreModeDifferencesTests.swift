import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import Reports
import Scenarios
import TestSupport
import Testing

/// `agetui explore`'s section on the sharing mode: in the US the mode decides what a 9-year-old
/// shares; in Texas the law shares whatever the mode says.
@Suite("Explore: where the sharing mode changes the outcome")
struct ExploreModeDifferencesTests {
  /// US and Texas × every mode × 9, in Family Sharing, unverified, signed in, 26.5, every prompt
  /// answer, the parent approving: 12 cases.
  static func report() throws -> AppleExploreReport {
    let space = AppleExploreSpace(
      app: try ExploreFixtures.app(), regionCodes: ["US", "US-TX"], ages: [9], families: [true],
      verifications: [.none], signedIn: [true], osVersions: [.v26dot5], parentAnswers: [.approve])
    let explorer = AppleExplorer(space: space)
    let result = explorer.run()
    return AppleExploreReport(result: result, reproductions: explorer.reproductions(of: result))
  }

  @Test("the groups alike but for the mode differ only in the US")
  func patterns() throws {
    let differences = try Self.report().modeDifferences
    expectNoDifference(differences.dimension, .sharingMode)
    expectNoDifference(differences.groupCount, 4)
    expectNoDifference(differences.patterns.map(\.outcomes), [[0, 1, 3], [0, 2, 3]])
    expectNoDifference(differences.patterns.map(\.groups), [[0], [1]])
  }

  @Test("text: the section follows the OS and region sections")
  func text() throws {
    let text = try Self.report().rendered(.text)
    let start = try #require(text.range(of: "Where the sharing mode"))
    let end = try #require(text.range(of: "\n\nInvariant violations"))
    expectNoDifference(
      String(text[start.lowerBound..<end.lowerBound]),
      """
      Where the sharing mode changes the outcome: 2 of 4 groups of cases alike but for the sharing mode end differently, in 2 patterns
        pattern  always-share  ask-first  never-share  groups  where (an axis not named takes every value)
        P1       O1            O2         O4                1  region US · prompt share
        P2       O1            O3         O4                1  region US · prompt decline
      """)
    #expect(text.range(of: "Where the region")?.lowerBound ?? text.endIndex < start.lowerBound)
  }

  @Test("Markdown: the same section as a table")
  func markdown() throws {
    let markdown = try Self.report().rendered(.markdown)
    let start = try #require(markdown.range(of: "## Where the sharing mode"))
    let end = try #require(markdown.range(of: "\n\n## Invariant violations"))
    expectNoDifference(
      String(markdown[start.lowerBound..<end.lowerBound]),
      """
      ## Where the sharing mode changes the outcome

      2 of 4 groups of cases alike but for the sharing mode end differently, in 2 patterns.

      | pattern | always-share | ask-first | never-share | groups | where (an axis not named takes every value) |
      |---|---|---|---|---:|---|
      | P1 | O1 | O2 | O4 | 1 | region US · prompt share |
      | P2 | O1 | O3 | O4 | 1 | region US · prompt decline |
      """)
  }

  @Test("CSV and JSON flag the rows whose mode group differs")
  func rows() throws {
    let report = try Self.report()
    let csv = report.rendered(.csv)
    let flags = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").last ?? "" }
    // Rows: US × (always, ask, never) × (share, decline), then Texas the same.
    expectNoDifference(
      flags, ["yes", "yes", "yes", "yes", "yes", "yes", "no", "no", "no", "no", "no", "no"])
    let json = report.rendered(.json)
    #expect(json.contains("\"modeDifferences\": {\n    \"axis\": \"sharing-mode\""))
    #expect(json.contains("\"regionDiffers\": true, \"modeDiffers\": true}"))
  }
}
