import AmazonAppstore
import Analyses
import Reports

// MARK: - Amazon's sweep as a section of `explore --platforms`

extension ExplorePlatform {
  /// Amazon Appstore's sweep: its own columns are the day, the starting consent, the
  /// supervision, what the queries reach, the launch row and the final step.
  public static let amazonAppstore = ExplorePlatform(
    name: AmazonPlatform.name, title: "Amazon Appstore", jsonKey: "amazonAppstore",
    csvColumns: AmazonExploreReport.csvExtraHeader)
}

extension AmazonExploreReport: ExploreSection {
  /// Amazon Appstore's.
  public var platform: ExplorePlatform { .amazonAppstore }

  /// The sweep's cases.
  public var caseCount: Int { outcomes.count }

  /// The sweep as its own report; its CSV is always in the platforms' layout.
  public func writeAlone(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(text())
    case .markdown: output.write(markdown())
    case .json: output.write(json())
    case .csv:
      output.write(
        (["platform"] + ExploreTable.csvHeader + Self.csvExtraHeader).joined(separator: ",")
          + "\n")
      csvRows(output.write, before: 0, after: 0)
    case .mermaid, .cast, .html, .svg, .png, .dot: break
    }
  }

  /// Amazon's rows, its own columns after `before` empty cells and before `after`.
  public func writeCSVRows(_ write: (String) -> Void, before: Int, after: Int) {
    csvRows(write, before: before, after: after)
  }
}
