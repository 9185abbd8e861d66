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

  /// Writes the run in one of ``formats``. Text from the scenario file that could act on a
  /// terminal (escape sequences, controls, bidi overrides) is escaped in the text, Markdown and
  /// Mermaid reports, newlines kept; JSON escapes its strings itself.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(TerminalSafeText.escaping(TextReport.text(run)))
    case .json: output.write(JSONReport.render(run))
    case .markdown:
      output.write(TerminalSafeText.escaping(MarkdownReport.text(run, withChecks: withChecks)))
    case .mermaid: output.write(TerminalSafeText.escaping(MermaidSequenceReport.text(run)))
    case .csv, .cast, .html, .svg, .png, .dot: break
    }
  }
}
