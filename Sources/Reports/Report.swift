/// A command's result, ready to print in each of the formats it supports: the one shape the
/// commands' results share (`RunReport`, `Comparison`, `AppleExploreReport`, `AppleTransitionDiagram`,
/// `ScenarioListReport`, the catalogue of prompts), so a command parses `--format` against
/// ``formats`` and prints with ``write(_:to:)``, whatever the report.
public protocol Report {
  /// Why writing can fail (`Never` for a report that is a pure function of its value).
  associatedtype Failure: Error = Never

  /// The formats the report is written in, in the order `--help` lists them; the first is the
  /// default.
  static var formats: [ReportFormat] { get }

  /// Writes the report in `format`. A format not in ``formats`` writes nothing: the commands
  /// never ask for one, as they parse `--format` against ``formats``.
  func write(_ format: ReportFormat, to output: ReportOutput) throws(Failure)
}

extension Report {
  /// The report in a text format, as one string.
  public func rendered(_ format: ReportFormat) throws(Failure) -> String {
    let collected = Collected()
    try write(
      format,
      to: ReportOutput(
        text: { collected.text += $0 },
        bytes: { collected.text += String(decoding: $0, as: UTF8.self) }))
    return collected.text
  }
}

/// The text a report wrote, gathered by ``Report/rendered(_:)``.
private final class Collected {
  var text = ""
}
