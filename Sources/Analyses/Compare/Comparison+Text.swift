import FlowEngine
import Reports
import Scenarios

// MARK: - Text: what `agetui compare` prints by default, and the columns the TUI draws

extension Comparison {
  /// The widest a column may be narrowed to before the text switches to one block per value.
  public static let minimumColumnWidth = 18
  /// The columns between two values.
  public static let columnGap = 2
  /// What starts a cell that differs from the first column.
  public static let differenceMarker = "≠ "

  /// How many columns fit side by side in `width` columns.
  public static func columnsThatFit(width: Int) -> Int {
    max(1, (width + columnGap) / (minimumColumnWidth + columnGap))
  }

  /// The comparison as text at most `width` columns wide: one column per value when they fit,
  /// otherwise one block per value.
  func text(width: Int = 100) -> String {
    var lines = ReportText.wrap(
      "\(scenario.name) compared by \(dimension.title)\(storeNote), \(stepDescription): "
        + scenario.title,
      width: width, indent: "")
    if let stepReason { lines += ReportText.wrap(stepReason, width: width, indent: "") }
    lines += ReportText.wrap(legend, width: width, indent: "")
    lines.append("")
    if columns.count <= Self.columnsThatFit(width: width) {
      lines += columnLines(Array(columns.indices), width: width, spaced: true).map(\.text)
    } else {
      lines += blockLines(width: width)
    }
    lines.append("")
    lines += ReportText.wrap(differenceSummary, width: width, indent: "")
    return TerminalSafeText.escaping(lines.joined(separator: "\n")) + "\n"
  }

  /// ` on Google Play` after the dimension in a title when another store's side is compared;
  /// empty for Apple's (the side's ``CompareWording/titleNote``).
  public var storeNote: String { wording.titleNote }

  /// What the columns are and how differences are marked.
  public var legend: String {
    let own = columns.first(where: \.isScenarioValue).map { " (★ \($0.label))" } ?? ""
    let first = columns.first?.label ?? ""
    return "Each column replays the \(wording.replayed) from its start with only the "
      + "\(dimension.title) changed; the rest is the scenario's own\(own). ≠ marks a cell that "
      + "differs from the first column (\(first))."
      + (dimension == .region ? " " + lawDatesNote : "")
  }

  /// Which reading of the laws' start dates the region columns use (reference §8.1); on another
  /// store's side, the dates its rules take.
  public var lawDatesNote: String { wording.lawDates }

  /// `3 cells differ from US, in: The app learned, Flow step.` or that none does.
  public var differenceSummary: String {
    let first = columns.first?.label ?? ""
    guard differingCellCount > 0 else {
      if columns.count < 2 { return "Only one \(dimension.title) compared." }
      return wording.whyNothingDiffers
        ?? "No cell differs: the \(dimension.title) changes nothing the person, the app or "
        + "the parent sees here."
    }
    let aspects = differingAspects.map(\.title).joined(separator: ", ")
    let count = differingCellCount
    return "\(count) \(count == 1 ? "cell differs" : "cells differ") from \(first), in: "
      + "\(aspects)."
  }

  /// The columns at `indices` side by side in `width` columns: a heading line per value, then
  /// each aspect's title (after a blank line when `spaced`) and the cells under it. Text is
  /// word-wrapped, long words broken.
  public func columnLines(_ indices: [Int], width: Int, spaced: Bool = false) -> [CompareLine] {
    let shown = indices.filter { columns.indices.contains($0) }.map { columns[$0] }
    guard !shown.isEmpty else { return [] }
    let gap = Self.columnGap
    let columnWidth = max(4, (width - gap * (shown.count - 1)) / shown.count)
    func joined(_ blocks: [[String]], kind: CompareLine.Kind) -> [CompareLine] {
      let height = blocks.map(\.count).max() ?? 0
      return (0..<height).map { row in
        let cells = blocks.map { row < $0.count ? $0[row] : "" }
        let text = cells.enumerated().map { index, cell in
          index == cells.count - 1 ? cell : ReportText.pad(cell, columnWidth)
        }.joined(separator: String(repeating: " ", count: gap))
        return CompareLine(kind: kind, text: String(text.reversed().drop { $0 == " " }.reversed()))
      }
    }
    var lines = joined(
      shown.map { Self.wrap($0.heading, width: columnWidth) }, kind: .heading)
    lines.append(
      CompareLine(
        kind: .heading,
        text: shown.map { _ in String(repeating: "─", count: columnWidth) }
          .joined(separator: String(repeating: " ", count: gap))))
    for aspect in aspects {
      if spaced { lines.append(CompareLine(kind: .cells, text: "")) }
      lines.append(CompareLine(kind: .aspect, text: aspect.title))
      let blocks = shown.map { column in
        Self.cellLines(column.cell(aspect), width: columnWidth)
      }
      lines += joined(blocks, kind: .cells)
    }
    return lines
  }

  /// One block per value: its heading, then each aspect's title and cell beside each other.
  func blockLines(width: Int) -> [String] {
    let labelWidth = (aspects.map(\.title.count).max() ?? 0) + 4
    let textWidth = max(10, width - labelWidth)
    var lines: [String] = []
    for (index, column) in columns.enumerated() {
      if index > 0 { lines.append("") }
      let title = "━━ \(column.heading) "
      lines.append(title + String(repeating: "━", count: max(2, width - title.count)))
      for aspect in aspects {
        guard let cell = column.cell(aspect) else { continue }
        let body = Self.cellLines(cell, width: textWidth, marked: false)
        let label = (cell.differs ? Self.differenceMarker : "  ") + aspect.title
        for (row, text) in body.enumerated() {
          lines.append(
            String(
              (ReportText.pad(row == 0 ? label : "", labelWidth) + text).reversed()
                .drop { $0 == " " }.reversed()))
        }
      }
    }
    return lines
  }

  /// A cell's lines wrapped to `width`, the first marked when it differs (`marked`), an empty
  /// cell written `—`.
  static func cellLines(_ cell: CompareCell?, width: Int, marked: Bool = true) -> [String] {
    guard let cell, !cell.lines.isEmpty else { return ["—"] }
    let marker = marked && cell.differs ? differenceMarker : ""
    var lines: [String] = []
    for (index, line) in cell.lines.enumerated() {
      let lead = index == 0 ? marker : ""
      lines += fieldLines(lead + line, width: width)
    }
    return lines
  }

  /// How far a field's value is indented under its name when the two do not fit on one line.
  static let valueIndent = "  "

  /// A cell line wrapped to `width`; a field (`name = value`) that does not fit on one line
  /// keeps its value indented under its name (`significantChangeStatus =`, then `  APPROVED`),
  /// so a wrapped value never reads as a line of its own (the TUI's `FieldList` does the same).
  static func fieldLines(_ line: String, width: Int) -> [String] {
    let wrapped = wrap(line, width: width)
    guard wrapped.count > 1, let separator = line.firstRange(of: " = ") else { return wrapped }
    // A no-break space keeps ` =` with the name's last piece when a long name breaks.
    let name = String(line[..<separator.lowerBound]) + "\u{00A0}="
    let value = String(line[separator.upperBound...])
    return wrap(name, width: width).map { String($0.map { $0 == "\u{00A0}" ? " " : $0 }) }
      + wrap(value, width: width - valueIndent.count).map { valueIndent + $0 }
  }

  /// Where to break a word longer than `width`: before its last capital that leaves at least
  /// half a line (API names such as `significantAppChangeRequiresParentalConsent` break between
  /// their words), else at `width`.
  private static func breakPoint(_ word: Substring, width: Int) -> Int {
    let head = Array(word.prefix(width + 1))
    for index in stride(from: head.count - 1, through: max(1, width / 2), by: -1)
    where head[index].isUppercase {
      return index
    }
    return width
  }

  /// Word-wraps text to `width` columns, breaking words longer than a line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      var word = Substring(word)
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      while word.count > width - (line.isEmpty ? 0 : line.count + 1) {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        let cut = breakPoint(word, width: width)
        lines.append(String(word.prefix(cut)))
        word = word.dropFirst(cut)
      }
      guard !word.isEmpty else { continue }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
