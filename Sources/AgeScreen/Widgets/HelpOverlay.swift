/// The `?` overlay: a framed table of every key binding, centred over the panes, scrolled when
/// it does not fit.
public struct HelpOverlay: Hashable, Sendable {
  /// The rows, from the key table.
  public var rows: [HelpRow]
  /// The last line, telling how to close the overlay.
  public var closeHint: String
  /// The first table row shown (clamped when drawn).
  public var offset: Int

  /// Descriptions narrower than this are cut rather than wrapped.
  public static let minimumDescriptionWidth = 20

  /// Creates an overlay.
  public init(rows: [HelpRow], closeHint: String = "? or Esc closes help", offset: Int = 0) {
    self.rows = rows
    self.closeHint = closeHint
    self.offset = offset
  }

  /// The lines inside the frame, before clipping: one per row, columns aligned.
  public var lines: [Line] {
    let keyWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let descriptionWidth = rows.map { DisplayWidth.of($0.description) }.max() ?? 0
    return rows.map { row in
      Line([
        Span(DisplayWidth.pad(row.keys, to: keyWidth), style: .key),
        Span("  " + DisplayWidth.pad(row.description, to: descriptionWidth)),
        Span("  " + row.scope, style: .muted),
      ])
    }
  }

  /// The lines for a table `width` columns wide. When the columns do not fit, descriptions wrap
  /// under themselves so every key and scope stays readable; when even that leaves too little
  /// room, lines are cut with "…".
  public func lines(width: Int) -> [Line] {
    let natural = lines
    guard (natural.map(\.width).max() ?? 0) > width else { return natural }
    let keyWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let scopeWidth = rows.map { DisplayWidth.of($0.scope) }.max() ?? 0
    let room = width - keyWidth - scopeWidth - 4
    guard room >= Self.minimumDescriptionWidth else {
      return natural.map { $0.truncated(to: width) }
    }
    return rows.flatMap { row in
      DisplayWidth.wrap(row.description, to: room).enumerated().map { index, piece in
        Line([
          Span(DisplayWidth.pad(index == 0 ? row.keys : "", to: keyWidth), style: .key),
          Span("  " + DisplayWidth.pad(piece, to: room)),
          Span(index == 0 ? "  " + row.scope : "", style: .muted),
        ])
      }
    }
  }

  /// Where the overlay goes in `area`: its frame, its text area and its table lines, or nil
  /// when `area` is too small for it.
  private func placement(in area: Rect) -> (frame: Rect, text: Rect, body: [Line])? {
    // Room for the longest position line too, in case the table has to scroll.
    let longestPosition = Self.position(first: rows.count, last: rows.count, of: rows.count)
    let contentWidth = max(
      DisplayWidth.of(closeHint), lines.map(\.width).max() ?? 0, DisplayWidth.of(" Help: keys "),
      DisplayWidth.of(longestPosition))
    // One blank column on each side keeps the frame apart from the pane borders under it.
    let width = min(area.width - 2, contentWidth + 4)
    let body = lines(width: max(0, width - 4))
    let height = min(area.height, body.count + 4)
    guard width >= 10, height >= 4 else { return nil }
    let frame = area.centered(width: width, height: height)
    return (frame, frame.overlayText, body)
  }

  /// How many table lines the overlay shows at once in `area`: a page.
  public func pageRows(in area: Rect) -> Int {
    guard let (_, text, body) = placement(in: area) else { return 1 }
    return max(1, min(body.count, text.height - 2))
  }

  /// The largest useful ``offset`` in `area`: the table's last line at the bottom.
  public func maximumOffset(in area: Rect) -> Int {
    guard let (_, text, body) = placement(in: area) else { return 0 }
    return max(0, body.count - max(0, text.height - 2))
  }

  /// "lines 3–6 of 6 · ↑↓ scroll": which table lines a scrolled overlay shows.
  private static func position(first: Int, last: Int, of count: Int) -> String {
    "lines \(first)–\(last) of \(count) · ↑↓ scroll"
  }

  /// Draws the overlay centred in `area`.
  public func draw(in area: Rect, on canvas: inout Canvas) {
    guard let (frame, text, body) = placement(in: area) else { return }
    canvas.fill(Rect(x: frame.x - 1, y: frame.y, width: frame.width + 2, height: frame.height))
    Box(title: "Help: keys", isFocused: true, isOverlay: true).draw(in: frame, on: &canvas)
    let visible = min(body.count, max(0, text.height - 2))
    let start = min(max(0, offset), body.count - visible)
    for index in 0..<visible {
      canvas.write(
        body[start + index].truncated(to: text.width), column: text.x, row: text.y + index,
        clip: text)
    }
    if visible < body.count {
      let position = Self.position(first: start + 1, last: start + visible, of: body.count)
      canvas.write(
        DisplayWidth.truncate(position, to: text.width), column: text.x, row: text.y + visible,
        style: .muted, clip: text)
    }
    canvas.write(closeHint, column: text.x, row: text.maxY - 1, style: .muted, clip: text)
  }
}
