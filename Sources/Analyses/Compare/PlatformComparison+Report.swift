import Reports
import Scenarios

// MARK: - The report `agetui compare NAME --by platform` prints

extension PlatformComparison: Report {
  /// A side-by-side table (text, markdown) or the rows (json).
  public static let formats = Comparison.formats

  /// Writes the comparison in one of ``formats``.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(text())
    case .markdown: output.write(markdown())
    case .json: output.write(json())
    case .csv, .mermaid, .cast, .html, .svg, .png, .dot: break
    }
  }

  /// The headline: `texas-teen-both-stores: … on Apple and Google Play, moment by moment`.
  var heading: String {
    let stores = ListPhrase.joined(columns.map(\.platform.title))
    return "\(scenario.name): \(scenario.title) — \(stores), moment by moment"
  }

  /// The moment column's width.
  static let momentWidth = 18

  /// The table wrapped to `width` columns: a header line (`moment  Apple  Google Play`), then
  /// each moment's lines and a blank line; each store's phrases joined with `; ` and wrapped in
  /// its share of what the moment column leaves, `—` where a store has nothing at the moment.
  public func tableLines(width: Int) -> [String] {
    let count = max(1, columns.count)
    let storeWidth = max(12, (width - Self.momentWidth - 2 * count) / count)
    var lines = [
      Self.columns(["moment"] + columns.map(\.platform.title), storeWidth: storeWidth)
    ]
    for row in rows {
      let cells = row.phrases.map {
        ReportText.wrapBreakingWords(Self.joined($0), width: storeWidth)
      }
      for index in 0..<max(cells.map(\.count).max() ?? 0, 1) {
        lines.append(
          Self.columns(
            [index == 0 ? row.moment.title : ""]
              + cells.map { $0.indices.contains(index) ? $0[index] : "" },
            storeWidth: storeWidth))
      }
      lines.append("")
    }
    return lines
  }

  /// The heading, the table and where the cells come from, in 100 columns.
  func text() -> String {
    var lines = ReportText.wrap(heading, width: 100, indent: "")
    lines.append("")
    lines += tableLines(width: 100)
    lines += ReportText.wrap(
      "Each cell is read off the store's own run: its script steps tagged with the moment "
        + "(moment:) and the trace they left.", width: 100, indent: "")
    return TerminalSafeText.escaping(lines.joined(separator: "\n")) + "\n"
  }

  /// The Markdown table: one row per moment, phrases joined with `; `.
  func markdown() -> String {
    var lines = [
      "# \(MarkdownCell.text(heading))", "",
      "| " + (["moment"] + columns.map(\.platform.title)).joined(separator: " | ") + " |",
    ]
    lines.append("|" + String(repeating: "---|", count: columns.count + 1))
    for row in rows {
      lines.append(
        "| "
          + ([row.moment.title] + row.phrases.map(Self.joined))
          .map { MarkdownCell.text($0) }.joined(separator: " | ") + " |")
    }
    // The heading holds the scenario's title: a bidi control in it is escaped, as in the text.
    return TerminalSafeText.escaping(lines.joined(separator: "\n")) + "\n"
  }

  /// `agetui-compare-platforms`, version 1: the scenario and each moment's phrases per store.
  func json() -> String {
    JSONValue.object([
      ("format", .string("agetui-compare-platforms")),
      ("version", .int(1)),
      ("scenario", .string(scenario.name)),
      ("title", .string(scenario.title)),
      ("by", .string("platform")),
      ("platforms", .strings(scenario.platforms.map(\.rawValue))),
      (
        "rows",
        .array(
          rows.map { row in
            .object(
              [("moment", .string(row.moment.rawValue))]
                + zip(columns, row.phrases).map { ($0.jsonKey, .strings($1)) })
          })
      ),
    ]).rendered() + "\n"
  }

  private static func joined(_ phrases: [String]) -> String {
    phrases.isEmpty ? "—" : phrases.joined(separator: "; ")
  }

  private static func columns(_ cells: [String], storeWidth: Int) -> String {
    let widths = [momentWidth] + Array(repeating: storeWidth, count: max(0, cells.count - 2))
    let padded = cells.enumerated().map { index, cell in
      index < widths.count
        ? cell + String(repeating: " ", count: max(0, widths[index] - cell.count)) : cell
    }
    var line = padded.joined(separator: "  ")
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
