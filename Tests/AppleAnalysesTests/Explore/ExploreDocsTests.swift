import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Stores
import Testing

@testable import TestSupport

/// docs/explore.md shows what the code prints: its example is compared with the output of the
/// same calls (docs/graph.md's diagrams: `GraphDocsTests`).
@Suite("Explore docs")
struct ExploreDocsTests {
  @Test("explore.md: the example is the small sweep's report")
  func explore() throws {
    let text = try DocumentFixtures.document("explore.md")
    let explorer = AppleExplorer(space: try ExploreFixtures.usAndTexas())
    let result = explorer.run()
    let report = AppleExploreReport(
      result: result, reproductions: explorer.reproductions(of: result))
    expectNoDifference(DocumentFixtures.blocks("text", in: text).last, report.rendered(.text))
  }

  @Test("explore.md: the sharing-mode example is that sweep's section")
  func modeExample() throws {
    let text = try DocumentFixtures.document("explore.md")
    let report = try ExploreModeDifferencesTests.report().rendered(.text)
    let start = try #require(report.range(of: "Where the sharing mode"))
    let end = try #require(report.range(of: "\nInvariant violations"))
    let section = String(report[start.lowerBound..<end.lowerBound])
    #expect(DocumentFixtures.blocks("text", in: text).contains(section))
  }
}
