import Analyses
import FlowEngine
import Scenarios

/// The `c` overlay: the current scenario replayed once per value of one setting, one column per
/// value, over the panes. The first column stays in place as the reference the `≠` marks
/// compare with; ←→ pages the other columns when they do not all fit, ↑↓ scroll the rows.
public struct CompareOverlay: Hashable, Sendable {
  /// The comparison shown.
  public var comparison: Comparison
  /// The first column shown after the reference column, from 1.
  public var columnOffset: Int
  /// The first row of cells shown (clamped when drawn).
  public var offset: Int
  /// Said under the title when the session has left the script: what the columns leave out.
  public var note: String?
  /// Apple and Google Play side by side, shown instead of `comparison` when set (Tab reaches
  /// it after the iOS version, for a scenario naming both stores).
  public var platforms: PlatformComparison?
  /// Whether Tab offers the platform: the scenario names both stores.
  public var offersPlatform: Bool

  /// Creates an overlay at the first columns and rows.
  public init(
    comparison: Comparison, columnOffset: Int = 1, offset: Int = 0, note: String? = nil,
    platforms: PlatformComparison? = nil, offersPlatform: Bool = false
  ) {
    self.comparison = comparison
    self.columnOffset = columnOffset
    self.offset = offset
    self.note = note
    self.platforms = platforms
    self.offersPlatform = offersPlatform
  }

  /// The frame's title: `Compare by sharing mode · step 2/4`; `Compare by platform · Apple,
  /// Google Play and Amazon Appstore` (the stores of the columns).
  public var title: String {
    if let platforms {
      return "Compare by platform · \(ListPhrase.joined(platforms.columns.map(\.platform.title)))"
    }
    return
      "Compare by \(comparison.dimension.title) · step \(comparison.step)/\(comparison.stepCount)"
  }

  /// What Tab compares by next: the next setting, the platform after the iOS version when
  /// offered, the sharing mode after the platform.
  public var nextTitle: String {
    let first = comparison.dimensions.first ?? .mode
    if platforms != nil { return first.title }
    let next = comparison.dimensions.cycled(after: comparison.dimension)
    return offersPlatform && next == first ? "platform" : next.title
  }

  /// Where the overlay goes in `area`: its frame and text area, or nil when it does not fit.
  private func placement(in area: Rect) -> (frame: Rect, text: Rect)? {
    guard area.width >= 24, area.height >= 8 else { return nil }
    let frame = Rect(x: area.x, y: area.y, width: area.width, height: area.height)
    return (frame, frame.overlayText)
  }

  /// How many columns show side by side in a text area `width` wide.
  public func visibleColumnCount(width: Int) -> Int {
    min(comparison.columns.count, Comparison.columnsThatFit(width: width))
  }

  /// The columns shown: the first, then a page of the others from ``columnOffset``.
  public func visibleColumns(width: Int) -> [Int] {
    let count = comparison.columns.count
    guard count > 0 else { return [] }
    let others = visibleColumnCount(width: width) - 1
    guard others > 0 else { return [0] }
    let start = min(max(1, columnOffset), max(1, count - others))
    return [0] + Array(start..<min(count, start + others))
  }

  /// The largest useful ``columnOffset`` in `area`.
  public func maximumColumnOffset(in area: Rect) -> Int {
    guard let (_, text) = placement(in: area) else { return 1 }
    let others = visibleColumnCount(width: text.width) - 1
    return max(1, comparison.columns.count - max(1, others))
  }

  /// The lines that stay above the scrolling rows: the step, the legend, any note, and the
  /// columns' headings, wrapped to `width`.
  private func introduction(width: Int) -> [Line] {
    if let platforms {
      let lead = Line("Each store's whole script, moment by moment (not the current step)")
      return lead.wrapped(to: width)
        + platforms.tableLines(width: width).prefix(1).map { Line($0, style: .title) }
    }
    let first = comparison.columns.first?.label ?? ""
    let step = comparison.stepDescription
    var lines = Line(step.prefix(1).uppercased() + step.dropFirst()).wrapped(to: width)
    lines += Line("≠ differs from \(first) · ★ the scenario's own", style: .muted)
      .wrapped(to: width)
    if let note { lines += Line(note, style: .warning).wrapped(to: width) }
    return lines + styled(columnLines(width: width).filter { $0.kind == .heading })
  }

  private func columnLines(width: Int) -> [CompareLine] {
    comparison.columnLines(visibleColumns(width: width), width: width)
  }

  /// The column lines shown in a text area, styled: headings as titles, aspects accented
  /// (cells that differ carry their ≠ mark in any colour scheme).
  private func body(width: Int) -> [Line] {
    if let platforms {
      return platforms.tableLines(width: width).dropFirst().map { Line($0) }
    }
    return styled(columnLines(width: width).filter { $0.kind != .heading }) + [Line([])]
      + Line(comparison.differenceSummary, style: .muted).wrapped(to: width)
  }

  /// A row of cells with each ≠ in the warning colour, so differences catch the eye (the mark
  /// itself carries the meaning without colour).
  private static func marked(_ text: String) -> Line {
    var spans: [Span] = []
    var plain = ""
    for character in text {
      guard character == "≠" else {
        plain.append(character)
        continue
      }
      if !plain.isEmpty { spans.append(Span(plain)) }
      plain = ""
      spans.append(Span("≠", style: .warning))
    }
    if !plain.isEmpty || spans.isEmpty { spans.append(Span(plain)) }
    return Line(spans)
  }

  private func styled(_ lines: [CompareLine]) -> [Line] {
    lines.map { line in
      switch line.kind {
      case .heading: Line(line.text, style: .title)
      case .aspect: Line(line.text, style: .accent)
      case .cells: Self.marked(line.text)
      }
    }
  }

  /// The number of rows the scrolling part shows at once in `area`.
  public func pageRows(in area: Rect) -> Int {
    guard let (_, text) = placement(in: area) else { return 1 }
    return max(1, text.height - introduction(width: text.width).count - 2)
  }

  /// The largest useful ``offset`` in `area`: the last row at the bottom.
  public func maximumOffset(in area: Rect) -> Int {
    guard let (_, text) = placement(in: area) else { return 0 }
    return max(0, body(width: text.width).count - pageRows(in: area))
  }

  /// Draws the overlay over `area`.
  public func draw(in area: Rect, on canvas: inout Canvas) {
    guard let (frame, text) = placement(in: area) else { return }
    canvas.fill(frame)
    Box(title: title, isFocused: true, isOverlay: true).draw(in: frame, on: &canvas)
    let intro = introduction(width: text.width)
    for (row, line) in intro.enumerated() where row < text.height {
      canvas.write(line, column: text.x, row: text.y + row, clip: text)
    }
    let lines = body(width: text.width)
    let rows = pageRows(in: area)
    let start = min(max(0, offset), max(0, lines.count - rows))
    let visible = min(rows, lines.count - start)
    let top = text.y + intro.count
    for index in 0..<max(0, visible) {
      canvas.write(lines[start + index], column: text.x, row: top + index, clip: text)
    }
    let shown = visibleColumns(width: text.width)
    var hints = ["Tab: by \(nextTitle)"]
    if platforms == nil, shown.count < comparison.columns.count, let last = shown.last,
      shown.count > 1
    {
      hints.append(
        "←→ columns \(shown[1] + 1)–\(last + 1) of \(comparison.columns.count)")
    }
    if visible < lines.count {
      hints.append("↑↓ rows \(start + 1)–\(start + visible) of \(lines.count)")
    }
    hints.append("Esc closes")
    canvas.write(
      DisplayWidth.truncate(hints.joined(separator: " · "), to: text.width), column: text.x,
      row: text.maxY - 1, style: .muted, clip: text)
  }
}
