import Analyses
import Reports

// MARK: - The report `agetui explore` prints

extension AppleExploreReport: Report {
  /// The collapsed table (text, markdown) or every case as a row (json, csv), as every store's.
  public static let formats = PlatformExploreReport.formats

  /// Writes the sweep in one of ``formats``; the row formats in chunks, so hundreds of
  /// thousands of rows are never one string.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(text())
    case .markdown: output.write(markdown())
    case .csv: csv(output.write)
    case .json: json(output.write)
    case .mermaid, .cast, .html, .svg, .png, .dot: break
    }
  }
}

extension AppleExploreReport: ExploreSection {
  /// Apple's.
  public var platform: ExplorePlatform { .apple }

  /// The result's cases.
  public var caseCount: Int { result.caseCount }

  /// The distinct states and transitions the sweep visited.
  public var visited: (states: Int, transitions: Int)? {
    (result.stateCount, result.transitionCount)
  }

  /// The report as ``write(_:to:)`` prints it.
  public func writeAlone(_ format: ReportFormat, to output: ReportOutput) {
    write(format, to: output)
  }

  /// Apple's columns are the shared ones: it has none of its own, so `before` is 0 and the
  /// other platforms' columns are `after`.
  public func writeCSVRows(_ write: (String) -> Void, before: Int, after: Int) {
    csvRows(write, emptyAfter: before + after)
  }
}

extension AppleExplorer: PlatformSweep {
  /// Apple's.
  public var platform: ExplorePlatform { .apple }

  /// The space's worlds.
  public var settingCount: Int { space.settingCount }

  /// The merged result with the shortest reproduction of each broken rule.
  public func report(merging partials: [AppleExplorePartial]) -> AppleExploreReport {
    let result = result(merging: partials)
    return AppleExploreReport(result: result, reproductions: reproductions(of: result))
  }
}
