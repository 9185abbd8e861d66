/// A framed overlay of wrapped paragraphs, centred over the panes and scrolled when it does not
/// fit: the `v` overlay that shows a step's narration in full.
public struct TextOverlay: Hashable, Sendable {
  /// The frame's title.
  public var title: String
  /// The paragraphs, wrapped to the frame.
  public var paragraphs: [Line]
  /// The first wrapped line shown (clamped when drawn).
  public var offset: Int
  /// The last line, telling how to close the overlay.
  public var closeHint: String

  /// The widest the text runs, in columns: lines longer than this are hard to read.
  public static let readableWidth = 72

  /// Creates an overlay.
  public init(title: String, paragraphs: [Line], offset: Int = 0, closeHint: String) {
    self.title = title
    self.paragraphs = paragraphs
    self.offset = offset
    self.closeHint = closeHint
  }

  /// Where the overlay goes in `area`: its frame, text area and wrapped lines, or nil when
  /// `area` is too small for it.
  private func placement(in area: Rect) -> (frame: Rect, text: Rect, body: [Line])? {
    let width = min(area.width - 2, Self.readableWidth + 4)
    guard width >= 10 else { return nil }
    let body = paragraphs.enumerated().flatMap { index, paragraph in
      (index > 0 ? [Line([])] : []) + paragraph.wrapped(to: width - 4)
    }
    let height = min(area.height, body.count + 4)
    guard height >= 4 else { return nil }
    let frame = area.centered(width: width, height: height)
    return (frame, frame.overlayText, body)
  }

  /// The largest useful ``offset`` in `area`: the last line at the bottom.
  public func maximumOffset(in area: Rect) -> Int {
    guard let (_, text, body) = placement(in: area) else { return 0 }
    return max(0, body.count - max(0, text.height - 2))
  }

  /// The number of text lines shown at once in `area` (a page, for PgUp and PgDn).
  public func pageRows(in area: Rect) -> Int {
    guard let (_, text, _) = placement(in: area) else { return 1 }
    return max(1, text.height - 2)
  }

  /// Draws the overlay centred in `area`.
  public func draw(in area: Rect, on canvas: inout Canvas) {
    guard let (frame, text, body) = placement(in: area) else { return }
    canvas.fill(Rect(x: frame.x - 1, y: frame.y, width: frame.width + 2, height: frame.height))
    Box(title: title, isFocused: true, isOverlay: true).draw(in: frame, on: &canvas)
    let visible = min(body.count, max(0, text.height - 2))
    let start = min(max(0, offset), body.count - visible)
    for index in 0..<visible {
      canvas.write(body[start + index], column: text.x, row: text.y + index, clip: text)
    }
    var hint = closeHint
    if visible < body.count {
      hint = "lines \(start + 1)–\(start + visible) of \(body.count) · ↑↓ scroll · " + hint
    }
    canvas.write(
      DisplayWidth.truncate(hint, to: text.width), column: text.x, row: text.maxY - 1,
      style: .muted, clip: text)
  }
}
