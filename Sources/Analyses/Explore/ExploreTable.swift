import Reports
import Scenarios

/// The tables every store's explore report writes: text columns, Markdown rows, CSV fields and
/// the CSV columns all the stores' rows share.
public enum ExploreTable {
  /// The CSV header every store's rows share: Apple's axes and outcome columns, which each
  /// other store's rows fill where it has them (Apple's rows fill them all).
  public static let csvHeader = [
    "case", "region", "mode", "age", "family", "verification", "signed_in", "os", "prompt",
    "parent", "outcome", "step", "blocked", "feature", "branch", "learned", "declaration",
    "controls", "parent_outcome", "parent_asked", "prompt_shown", "violations", "os_differs",
    "region_differs", "mode_differs",
  ]

  /// Columns padded to their widest cell, two spaces apart, header first.
  public static func table(header: [String], rows: [[String]], rightAligned: Set<Int> = [])
    -> [String]
  {
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    return ([header] + rows).map { row in
      let cells = row.enumerated().map { column, cell in
        rightAligned.contains(column)
          ? ReportText.padLeft(cell, widths[column])
          : column == row.count - 1 ? cell : ReportText.pad(cell, widths[column])
      }
      return "  " + cells.joined(separator: "  ")
    }
  }

  /// A Markdown table row of `cells`, each escaped for a cell, code spans kept.
  public static func row(_ cells: [String]) -> String {
    "| " + cells.map { MarkdownCell.text($0, markup: .kept) }.joined(separator: " | ") + " |"
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  public static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    var quoted = "\""
    for character in text {
      if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
    }
    return quoted + "\""
  }
}
