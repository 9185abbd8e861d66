import Scenarios

/// A played run as `agetui run` prints it in text: the trace (text), the document of
/// docs/trace-format.md (json), the design spec (markdown) or a sequence diagram (mermaid).
/// The executable adds the formats that draw the screen (cast, html, svg, png).
public struct RunReport: Report, Sendable {
  /// The run, played and checked once.
  public var run: ScenarioRun
  /// Whether the Markdown spec has a Checks section.
  public var withChecks: Bool

  /// A run's report.
  public init(_ run: ScenarioRun, withChecks: Bool = false) {
    self.run = run
    self.withChecks = withChecks
  }

  /// Text, JSON, Markdown and Mermaid.
  public static let formats: [ReportFormat] = [.text, .json, .markdown, .mermaid]

  /// Writes the run in one of ``formats``.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(TextReport.render(run))
    case .json: output.write(JSONReport.render(run))
    case .markdown: output.write(MarkdownReport.render(run, withChecks: withChecks))
    case .mermaid: output.write(MermaidSequenceReport.render(run))
    case .csv, .cast, .html, .svg, .png, .dot: break
    }
  }
}
