import Scenarios

/// A played run as `agetui run` prints it in text: the trace (text), the document of
/// docs/trace-format.md (json), the design spec (markdown) or a sequence diagram (mermaid).
/// The executable adds the formats that draw the screen (cast, html, svg, png).
///
/// A scenario with a Google Play part prints its Apple run (when it runs on Apple too), then
/// its Play run, in Google's terms; Mermaid, one diagram to a document, draws one store's run
/// (``diagramStore``).
public struct RunReport: Report, Sendable {
  /// The run, played and checked once.
  public var run: ScenarioRun
  /// The Google Play run, for a scenario with a Google part.
  public var play: PlayRun?
  /// Whether the Markdown spec has a Checks section.
  public var withChecks: Bool
  /// The store whose run the Mermaid diagram draws (Mermaid renders one diagram to a document):
  /// Apple's for a scenario that runs on Apple, unless Google Play's is asked for.
  public var diagramStore: StoreName

  /// A run's report; the diagram draws `diagramStore`'s run, by default Apple's when the
  /// scenario runs on Apple.
  public init(
    _ run: ScenarioRun, play: PlayRun? = nil, withChecks: Bool = false,
    diagramStore: StoreName? = nil
  ) {
    self.run = run
    self.play = play
    self.withChecks = withChecks
    self.diagramStore =
      diagramStore ?? (run.scenario.platforms.contains(.apple) ? .apple : .googlePlay)
  }

  /// Whether the Apple run is part of the report.
  private var showsApple: Bool {
    run.scenario.platforms.contains(.apple)
  }

  /// Every failure of the Apple run and the Play run, in that order.
  public var failures: [RunFailure] {
    (showsApple ? run.failures : []) + (play?.failures ?? [])
  }

  /// Text, JSON, Markdown and Mermaid.
  public static let formats: [ReportFormat] = [.text, .json, .markdown, .mermaid]

  /// Writes the run in one of ``formats``. Text from the scenario file that could act on a
  /// terminal (escape sequences, controls, bidi overrides) is escaped in the text, Markdown and
  /// Mermaid reports, newlines kept; JSON escapes its strings itself.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    guard let play, format != .mermaid || diagramStore == .googlePlay else {
      return writeApple(format, to: output)
    }
    switch format {
    case .json: return output.write(json(play).rendered() + "\n")
    case .mermaid: return output.write(TerminalSafeText.escaping(PlayMermaidReport.text(play)))
    case .text, .markdown, .csv, .cast, .html, .svg, .png, .dot: break
    }
    if showsApple {
      writeApple(format, to: output)
      output.write("\n")
    }
    switch format {
    case .text: output.write(TerminalSafeText.escaping(PlayTextReport.text(play)))
    case .markdown:
      output.write(
        TerminalSafeText.escaping(
          PlayMarkdownReport.text(play, withChecks: withChecks, heading: "#")))
    case .json, .mermaid, .csv, .cast, .html, .svg, .png, .dot: break
    }
  }

  /// One document: Play's alone, or Apple's with Play's under `googlePlay`.
  private func json(_ play: PlayRun) -> JSONValue {
    let document = PlayJSONReport.document(play)
    guard showsApple, case .object(let fields) = JSONReport.document(run) else { return document }
    return .object(fields + [("googlePlay", document)])
  }

  private func writeApple(_ format: ReportFormat, to output: ReportOutput) {
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
