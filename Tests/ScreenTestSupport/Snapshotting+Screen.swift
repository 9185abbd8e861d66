import AgeScreen
import SnapshotTesting

extension Snapshotting where Value == Canvas, Format == String {
  /// A whole screen as text a reviewer can read and diff: every row quoted (ratatui style, so
  /// trailing blanks show), then the same grid with one letter per cell's style, then a legend
  /// of the letters used.
  ///
  /// The style grid is what makes a colour regression fail: a cell that keeps its text but
  /// changes role (a title no longer focused, a warning drawn plain) changes a letter. A screen
  /// drawn in one style only says so in one line instead of repeating a grid of dots.
  package static var screen: Self {
    SimplySnapshotting.lines.pullback(ScreenSnapshotText.of)
  }
}

/// The text ``Snapshotting/screen`` records for a canvas.
package enum ScreenSnapshotText {
  /// The rows, the style grid and the legend of `canvas`.
  package static func of(_ canvas: Canvas) -> String {
    let styles = (0..<canvas.size.height).map { row in
      (0..<canvas.size.width).map { column in canvas[column, row]?.style ?? .plain }
    }
    let used = Set(styles.joined())
    guard used != [.plain] else { return canvas.description + "\n-- styles: all plain" }
    let grid = styles.map { row in "\"" + String(row.map(\.snapshotLetter)) + "\"" }
    let legend = CellStyle.allCases.filter(used.contains).map { "\($0.snapshotLetter) \($0)" }
    return
      ([canvas.description, "-- styles"] + grid + ["-- legend: " + legend.joined(separator: ", ")])
      .joined(separator: "\n")
  }
}

extension CellStyle {
  /// The letter that stands for this style in a screen snapshot's style grid: lower case for a
  /// role, upper case for its focused form, punctuation for plain.
  package var snapshotLetter: Character {
    switch self {
    case .plain: return "."
    case .header: return "h"
    case .title: return "t"
    case .focusedTitle: return "T"
    case .border: return "b"
    case .focusedBorder: return "B"
    case .selected: return "S"
    case .selectedInactive: return "s"
    case .muted: return "m"
    case .accent: return "a"
    case .success: return "g"
    case .warning: return "w"
    case .danger: return "d"
    case .assumption: return "u"
    case .notice: return "n"
    case .key: return "k"
    case .tab: return "v"
    case .focusedTab: return "V"
    }
  }
}
