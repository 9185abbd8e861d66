import Reports
import Scenarios

// MARK: - Markdown: a table a trainer pastes into slides

extension Comparison {
  /// The comparison as Markdown: a heading, the legend, then one table with a column per value
  /// and a row per aspect; a cell that differs from the first column starts with ≠.
  func markdown() -> String {
    var lines = [
      "# \(scenario.name) compared by \(dimension.title)\(storeNote)", "",
      "\(MarkdownCell.text(scenario.title)), \(stepDescription).", "",
      MarkdownCell.text(legend), "",
      "| | "
        + columns.map { MarkdownCell.text($0.heading) }.joined(separator: " | ")
        + " |",
      "|---|" + columns.map { _ in "---|" }.joined(),
    ]
    if let stepReason {
      lines.insert(contentsOf: [MarkdownCell.text(stepReason), ""], at: 4)
    }
    for aspect in aspects {
      let cells = columns.map { column -> String in
        guard let cell = column.cell(aspect), !cell.lines.isEmpty else { return "—" }
        let text = cell.lines.map { MarkdownCell.text($0) }.joined(
          separator: "<br>")
        return cell.differs ? "≠ \(text)" : text
      }
      lines.append("| **\(aspect.title)** | " + cells.joined(separator: " | ") + " |")
    }
    lines += ["", MarkdownCell.text(differenceSummary)]
    return TerminalSafeText.escaping(lines.joined(separator: "\n")) + "\n"
  }
}
