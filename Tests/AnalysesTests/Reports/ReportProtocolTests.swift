import Analyses
import AppleAnalyses
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Stores
import TestSupport
import Testing

/// Every report written through the one protocol: each format it lists writes exactly what
/// its own renderer makes, and a format it does not list writes nothing.
@Suite("Reports through one protocol")
struct ReportProtocolTests {
  /// A report's formats and what each writes, found through `Report`.
  private static func written<Printed: Report>(_ report: Printed) throws(Printed.Failure)
    -> [ReportFormat: String]
  {
    var written: [ReportFormat: String] = [:]
    for format in ReportFormat.allCases {
      written[format] = try report.rendered(format)
    }
    return written
  }

  /// The formats that wrote nothing.
  private static func silent(_ written: [ReportFormat: String]) -> Set<ReportFormat> {
    Set(written.filter { $0.value.isEmpty }.keys)
  }

  @Test("run: text, JSON, Markdown and Mermaid, each the renderer's own text")
  func run() throws {
    let run = AppleScenarioRunner.run(try #require(ScenarioLibrary.named("texas-teen")))
    let written = Self.written(RunReport(run, withChecks: true))
    expectNoDifference(RunReport.formats, [.text, .json, .markdown, .mermaid])
    expectNoDifference(written[.text], RunReport(run).rendered(.text))
    expectNoDifference(written[.json], JSONReport.render(run))
    expectNoDifference(written[.markdown], RunReport(run, withChecks: true).rendered(.markdown))
    expectNoDifference(written[.mermaid], RunReport(run).rendered(.mermaid))
    expectNoDifference(
      Self.silent(written), Set(ReportFormat.allCases).subtracting(RunReport.formats))
  }

  @Test("compare and explore write only the formats they list")
  func analyses() throws {
    let comparison = try Comparison(
      scenario: try #require(ScenarioLibrary.named("texas-teen")), by: .region,
      values: ["US-TX", "US"], at: 1)
    expectNoDifference(Comparison.formats, [.text, .markdown, .json])
    expectNoDifference(
      Self.silent(Self.written(comparison)),
      Set(ReportFormat.allCases).subtracting(Comparison.formats))
    let explorer = AppleExplorer(space: try ExploreFixtures.usAndTexas())
    let result = explorer.run()
    let sweep = AppleExploreReport(
      result: result, reproductions: explorer.reproductions(of: result))
    expectNoDifference(AppleExploreReport.formats, [.text, .json, .csv, .markdown])
    expectNoDifference(
      Self.silent(Self.written(sweep)),
      Set(ReportFormat.allCases).subtracting(AppleExploreReport.formats))
  }

  @Test("the scenario list: text and JSON")
  func scenarioList() throws {
    let list = ScenarioListReport(
      [try #require(ScenarioLibrary.named("texas-teen"))], defaultName: "texas-teen")
    let written = Self.written(list)
    expectNoDifference(ScenarioListReport.formats, [.text, .json])
    expectNoDifference(
      written[.text],
      """
      texas-teen (default)  Texas shares Sofia's range automatically; Landmarks 2.0 adds video \
      calling, so Carlos must approve it.

      1 scenarios. Play one headless with `agetui run NAME`.

      """)
    expectNoDifference(
      Self.silent(written), [.markdown, .mermaid, .csv, .cast, .html, .svg, .png, .dot])
  }

  @Test("rendered joins the pieces a report writes in order, bytes as UTF-8")
  func renderedJoinsPieces() {
    struct Pieces: Report {
      static let formats: [ReportFormat] = [.csv]
      func write(_ format: ReportFormat, to output: ReportOutput) {
        output.write("a,")
        output.write(bytes: Array("b".utf8))
        output.write("\n")
      }
    }
    expectNoDifference(Pieces().rendered(.csv), "a,b\n")
  }
}
