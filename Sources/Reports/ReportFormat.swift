/// A form a command's result is printed in: every `--format` value of every command, in one
/// list. Each report says which of them it is written in (`Report.formats`), and the commands
/// parse `--format` against that list, so a new format is a case here and a branch in each
/// report that writes it.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
  /// Plain text for a terminal.
  case text
  /// One JSON document.
  case json
  /// Markdown, as a spec or a pull request shows it.
  case markdown
  /// A Mermaid diagram.
  case mermaid
  /// Comma-separated rows (RFC 4180).
  case csv
  /// An asciicast v2 recording of the TUI's frames.
  case cast
  /// An HTML page.
  case html
  /// An SVG picture.
  case svg
  /// A PNG picture (an SVG or a DOT graph converted by an outside program).
  case png
  /// A Graphviz DOT graph.
  case dot
}
