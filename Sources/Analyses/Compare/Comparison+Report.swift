import Reports

// MARK: - The report `agetui compare` prints

extension Comparison: Report {
  /// Text (fitted to 100 columns), Markdown (one table) and JSON (docs/compare.md).
  public static let formats: [ReportFormat] = [.text, .markdown, .json]

  /// Writes the comparison in one of ``formats``.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(text())
    case .markdown: output.write(markdown())
    case .json: output.write(json())
    case .mermaid, .csv, .cast, .html, .svg, .png, .dot: break
    }
  }
}
