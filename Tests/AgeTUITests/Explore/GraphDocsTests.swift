import AppleCommands
import AppleReports
import AppleScenarios
import CustomDump
import Reports
import Scenarios
import Stores
import Testing

@testable import TestSupport

/// docs/graph.md shows what the code prints: its diagrams are compared with the output of the
/// same calls.
@Suite("Graph docs")
struct GraphDocsTests {
  @Test("graph.md: the diagram and the sequence diagram are the binary's output")
  func graph() throws {
    let text = try DocumentFixtures.document("graph.md")
    let mermaid = DocumentFixtures.blocks("mermaid", in: text)
    expectNoDifference(mermaid.count, 2)
    let app = try ScenarioLibrary.defaultScenario.world.app
    expectNoDifference(mermaid.first, AppleTransitionTable.generate(app: app).mermaid())
    let olivia = try #require(ScenarioLibrary.named("wwdc-olivia-14"))
    expectNoDifference(mermaid.last, RunReport(AppleScenarioRunner.run(olivia)).rendered(.mermaid))
    let dot = try #require(DocumentFixtures.blocks("dot", in: text).first)
    #expect(dot.hasSuffix("…\n"))
    #expect(AppleTransitionTable.generate(app: app).dot().hasPrefix(String(dot.dropLast(2))))
  }

  @Test("the flow's diagram: DOT and Mermaid, as the table draws them, and nothing else")
  func diagram() throws {
    let table = AppleTransitionTable.generate(app: try ScenarioLibrary.defaultScenario.world.app)
    let diagram = AppleTransitionDiagram(table, foldingUniversal: false)
    expectNoDifference(AppleTransitionDiagram.formats, [.dot, .mermaid])
    for format in ReportFormat.allCases {
      let expected: String =
        switch format {
        case .dot: table.dot(foldingUniversal: false)
        case .mermaid: table.mermaid(foldingUniversal: false)
        case .text, .json, .markdown, .csv, .cast, .html, .svg, .png: ""
        }
      expectNoDifference(diagram.rendered(format), expected, "\(format)")
    }
  }
}
