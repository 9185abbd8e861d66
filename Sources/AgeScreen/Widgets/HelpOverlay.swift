/// The `?` overlay: a framed table of every key binding, centred over the panes.
public struct HelpOverlay: Hashable, Sendable {
  /// The rows, from the key table.
  public var rows: [HelpRow]
  /// The last line, telling how to close the overlay.
  public var closeHint: String

  /// Creates an overlay.
  public init(rows: [HelpRow], closeHint: String = "? or Esc closes help") {
    self.rows = rows
    self.closeHint = closeHint
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

  /// Draws the overlay centred in `area`.
  public func draw(in area: Rect, on canvas: inout Canvas) {
    let body = lines
    let contentWidth = max(
      DisplayWidth.of(closeHint), body.map(\.width).max() ?? 0, DisplayWidth.of(" Help: keys "))
    // One blank column on each side keeps the frame apart from the pane borders under it.
    let width = min(area.width - 2, contentWidth + 4)
    let height = min(area.height, body.count + 4)
    guard width >= 10, height >= 4 else { return }
    let frame = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
    canvas.fill(Rect(x: frame.x - 1, y: frame.y, width: frame.width + 2, height: frame.height))
    let inner = Box(title: "Help: keys", isFocused: true).draw(in: frame, on: &canvas)
    let text = Rect(x: inner.x + 1, y: inner.y, width: inner.width - 2, height: inner.height)
    let shown = min(body.count, max(0, text.height - 2))
    for index in 0..<shown {
      canvas.write(
        body[index].truncated(to: text.width), column: text.x, row: text.y + index, clip: text)
    }
    if shown < body.count {
      let more = "… \(body.count - shown) more (enlarge the terminal)"
      canvas.write(more, column: text.x, row: text.y + shown, style: .muted, clip: text)
    }
    canvas.write(closeHint, column: text.x, row: text.maxY - 1, style: .muted, clip: text)
  }
}
