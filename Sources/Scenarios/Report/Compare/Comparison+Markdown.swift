// MARK: - Markdown: a table a trainer pastes into slides

extension Comparison {
  /// The comparison as Markdown: a heading, the legend, then one table with a column per value
  /// and a row per aspect; a cell that differs from the first column starts with ≠.
  public func markdown() -> String {
    var lines = [
      "# \(scenario.name) compared by \(dimension.title)", "",
      "\(Self.cell(scenario.title)), \(stepDescription).", "",
      Self.cell(legend), "",
      "| | " + columns.map { Self.cell($0.heading) }.joined(separator: " | ") + " |",
      "|---|" + columns.map { _ in "---|" }.joined(),
    ]
    for aspect in aspects {
      let cells = columns.map { column -> String in
        guard let cell = column.cell(aspect), !cell.lines.isEmpty else { return "—" }
        let text = cell.lines.map(Self.cell).joined(separator: "<br>")
        return cell.differs ? "≠ \(text)" : text
      }
      lines.append("| **\(aspect.title)** | " + cells.joined(separator: " | ") + " |")
    }
    lines += ["", Self.cell(differenceSummary)]
    return TerminalSafeText.escaping(lines.joined(separator: "\n")) + "\n"
  }

  /// Table-safe text: pipes escaped, and the characters Markdown would read as markup or HTML.
  private static func cell(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|": result += "\\|"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "*", "_", "`": result += "\\\(character)"
      default: result.append(character)
      }
    }
    return result
  }
}
