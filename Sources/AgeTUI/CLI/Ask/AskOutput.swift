import Reports
import StoreCommands

/// What `agetui ask` prints: one platform's answer, as text or as JSON (docs/ask.md), each
/// ending with a newline.
struct AskOutput: Report {
  /// The answer of the platform asked.
  let answer: any AskAnswer

  /// Text and JSON.
  static let formats: [ReportFormat] = [.text, .json]

  /// Writes the answer in one of ``formats``.
  func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(answer.text + "\n")
    case .json: output.write(answer.json + "\n")
    case .markdown, .mermaid, .csv, .cast, .html, .svg, .png, .dot: break
    }
  }
}
