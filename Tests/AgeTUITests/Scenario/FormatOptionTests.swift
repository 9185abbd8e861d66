import Analyses
import AppleAnalyses
import ArgumentParser
import CustomDump
import Reports
import Testing

@testable import AgeTUI

/// `--format` parsed against each command's report: the values it takes, in `--help`'s order,
/// and a refusal for every other format.
@Suite("--format against a report's formats")
struct FormatOptionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let command: String
    let values: [String]
    /// What each probe parsed to: every format's name, then `TEXT` (text in any case, issue 41)
    /// and one that is none.
    let parsed: [String: ReportFormat]
    let listed: [String]
    var testDescription: String { command }

    init<Printed: Report>(_ command: String, _ type: Printed.Type, values: [String]) {
      self.command = command
      self.values = values
      let probes = ReportFormat.allCases.map(\.rawValue) + ["TEXT", ""]
      parsed = probes.reduce(into: [:]) { parsed, probe in
        parsed[probe] = FormatOption<Printed>(argument: probe)?.value
      }
      listed = FormatOption<Printed>.allValueStrings
    }
  }

  static let cases: [Case] = [
    Case(
      "run", RunOutput.self,
      values: ["text", "json", "markdown", "mermaid", "cast", "html", "svg", "png"]),
    Case("compare", Comparison.self, values: ["text", "markdown", "json"]),
    Case("explore", AppleExploreReport.self, values: ["text", "json", "csv", "markdown"]),
    Case("scenarios", ScenarioListReport.self, values: ["text", "json"]),
    Case("graph", GraphCommand.Output.self, values: ["dot", "mermaid", "png"]),
    Case("prompts", PromptsOutput.self, values: ["text", "json", "html"]),
    Case("ask", AskOutput.self, values: ["text", "json"]),
  ]

  @Test(arguments: cases)
  func takesItsReportsFormatsOnly(_ command: Case) {
    expectNoDifference(command.listed, command.values)
    expectNoDifference(
      command.parsed,
      Dictionary(
        uniqueKeysWithValues: command.values.compactMap { value in
          ReportFormat(rawValue: value).map { (value, $0) }
        } + (command.values.contains("text") ? [("TEXT", .text)] : [])))
  }

  @Test func theDefaultIsDescribedByItsName() {
    expectNoDifference(FormatOption<AppleExploreReport>(.csv).defaultValueDescription, "csv")
  }
}
