import Analyses
import GooglePlay
import Reports

// MARK: - Google Play's sweep as a section of `explore --platforms`

extension ExplorePlatform {
  /// Google Play's sweep: its own columns are the account's supervision, the SDK version and
  /// the change, and the access and change status the app read.
  public static let googlePlay = ExplorePlatform(
    name: GooglePlayPlatform.name, title: "Google Play", jsonKey: "googlePlay",
    csvColumns: PlayExploreReport.csvExtraHeader)
}

extension PlayExploreReport: ExploreSection {
  /// Google Play's.
  public var platform: ExplorePlatform { .googlePlay }

  /// The sweep's cases.
  public var caseCount: Int { result.caseOutcomes.count }

  /// The sweep as its own report; its CSV is always in the platforms' layout (a `platform`
  /// column, the shared columns, Play's own).
  public func writeAlone(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(text())
    case .markdown: output.write(markdown())
    case .json: json(output.write)
    case .csv:
      output.write(Self.csvHeader.joined(separator: ",") + "\n")
      csvRows(output.write)
    case .mermaid, .cast, .html, .svg, .png, .dot: break
    }
  }

  /// Play's rows, its own columns after `before` empty cells and before `after`.
  public func writeCSVRows(_ write: (String) -> Void, before: Int, after: Int) {
    csvRows(write, before: before, after: after)
  }
}

extension PlayExplorer: PlatformSweep {
  /// Google Play's.
  public var platform: ExplorePlatform { .googlePlay }

  /// The space's worlds.
  public var settingCount: Int { space.settingCount }

  /// The merged sweep.
  public func report(merging partials: [PlayExplorePartial]) -> PlayExploreReport {
    PlayExploreReport(space: space, result: PlayExplorePartial.merging(partials))
  }
}
