import FlowEngine
import Scenarios

/// A played run as `agetui run` prints it in text: the trace (text), the document of
/// docs/trace-format.md (json), the design spec (markdown) or a sequence diagram (mermaid).
/// The executable adds the formats that draw the screen (cast, html, svg, png).
///
/// It composes any list of platforms' runs (``PlatformRunReport``), each in its own terms:
/// text and Markdown one after another, a blank line between; JSON the first run's document
/// with each other run's under its key; Mermaid, one diagram to a document, one run's
/// (``diagram``). A scenario with a Google Play part prints its Apple run (when it runs on
/// Apple too), then its Play run.
public struct RunReport: Report, Sendable {
  /// Each platform's run, in the order printed.
  public var runs: [any PlatformRunReport]
  /// Whether the Markdown spec has a Checks section.
  public var withChecks: Bool
  /// The index in ``runs`` of the run the Mermaid diagram draws.
  public var diagram: Int

  /// A report of `runs`; the diagram draws the run at `diagram`.
  public init(runs: [any PlatformRunReport], withChecks: Bool = false, diagram: Int = 0) {
    self.runs = runs
    self.withChecks = withChecks
    self.diagram = diagram
  }

  /// The first run of type `Run` (a store's own run type: `PlayRun`), nil when the report has
  /// none: how a store finds its run in a report of several stores.
  public func run<Run>(_ type: Run.Type) -> Run? {
    runs.lazy.compactMap { $0 as? Run }.first
  }

  /// Every failure of every run, in the order printed.
  public var failures: [RunFailure] {
    runs.flatMap(\.failures)
  }

  /// Text, JSON, Markdown and Mermaid.
  public static let formats: [ReportFormat] = [.text, .json, .markdown, .mermaid]

  /// Writes the runs in one of ``formats``. Text from the scenario file that could act on a
  /// terminal (escape sequences, controls, bidi overrides) is escaped in the text, Markdown and
  /// Mermaid reports, newlines kept; JSON escapes its strings itself.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .json:
      guard let document = json() else { return }
      output.write(document.rendered() + "\n")
    case .mermaid:
      guard runs.indices.contains(diagram) else { return }
      output.write(TerminalSafeText.escaping(runs[diagram].mermaid()))
    case .text, .markdown:
      for (index, run) in runs.enumerated() {
        if index > 0 { output.write("\n") }
        let text = format == .text ? run.text() : run.markdown(withChecks: withChecks)
        output.write(TerminalSafeText.escaping(text))
      }
    case .csv, .cast, .html, .svg, .png, .dot: break
    }
  }

  /// One document: the first run's, with every other run's under its key. Each run's document
  /// ends with the files its console offers on its last day (`consoleDownloads`), when its
  /// store has any, so a backend reads them the same way for every store.
  private func json() -> JSONValue? {
    guard let first = runs.first else { return nil }
    let document = Self.document(of: first)
    guard runs.count > 1, case .object(let fields) = document else { return document }
    return .object(fields + runs.dropFirst().map { ($0.jsonKey, Self.document(of: $0)) })
  }

  private static func document(of run: any PlatformRunReport) -> JSONValue {
    let document = run.json()
    let downloads = run.consoleDownloads
    guard !downloads.isEmpty, case .object(let fields) = document else { return document }
    return .object(fields + [("consoleDownloads", .array(downloads.map(Self.json)))])
  }

  private static func json(_ download: ConsoleDownload) -> JSONValue {
    .object([
      ("fileName", .string(download.fileName)),
      ("downloadedOn", .string(download.downloadedOn.description)),
      ("rowCount", .int(download.rowCount)),
      ("text", .string(download.text)),
    ])
  }
}
