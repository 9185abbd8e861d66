import Prompts
import Reports
import Scenarios

/// What `agetui prompts` prints: the catalogue as text or JSON (docs/prompts.md), or the HTML
/// gallery with one picture per surface (`PromptGallery`, here as Prompts draws no pictures).
struct PromptsOutput: Report {
  /// Text, JSON and the HTML gallery.
  static let formats: [ReportFormat] = [.text, .json, .html]

  /// The catalogue, found by playing the built-ins.
  let catalogue: PromptCatalogue

  /// Writes the catalogue in one of ``formats``; the text is made safe for a terminal (the
  /// wording comes from scenario files) and ends with a newline.
  func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(TerminalSafeText.escaping(catalogue.text) + "\n")
    case .json: output.write(catalogue.json)
    case .html: output.write(PromptGallery.html(catalogue))
    case .markdown, .mermaid, .csv, .cast, .svg, .png, .dot: break
    }
  }
}
