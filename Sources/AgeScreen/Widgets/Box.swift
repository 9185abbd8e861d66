/// A bordered pane frame with a title on its top edge.
///
/// Focus is visible without colour: the focused frame uses heavy lines (`┏━┓`), and its title is
/// bold, reversed and preceded by "▶".
public struct Box: Hashable, Sendable {
  /// The title on the top edge.
  public var title: String
  /// Whether the pane has focus.
  public var isFocused: Bool
  /// An optional note after the title, e.g. "2 new".
  public var badge: String?

  /// Creates a frame.
  public init(title: String, isFocused: Bool, badge: String? = nil) {
    self.title = title
    self.isFocused = isFocused
    self.badge = badge
  }

  /// The text drawn in the title slot, before truncation.
  public var titleText: String {
    let marked = isFocused ? "▶ \(title)" : title
    guard let badge else { return " \(marked) " }
    return " \(marked) · \(badge) "
  }

  /// Draws the frame into `rect` and returns the inner area.
  @discardableResult
  public func draw(in rect: Rect, on canvas: inout Canvas) -> Rect {
    guard rect.width >= 2, rect.height >= 2 else {
      return Rect(x: rect.x, y: rect.y, width: 0, height: 0)
    }
    let style: CellStyle = isFocused ? .focusedBorder : .border
    let glyphs: (h: String, v: Character, tl: String, tr: String, bl: String, br: String) =
      isFocused ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
    let inner = String(repeating: glyphs.h, count: rect.width - 2)
    canvas.write(glyphs.tl + inner + glyphs.tr, column: rect.x, row: rect.y, style: style)
    canvas.write(glyphs.bl + inner + glyphs.br, column: rect.x, row: rect.maxY - 1, style: style)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      canvas.write(String(glyphs.v), column: rect.x, row: row, style: style)
      canvas.write(String(glyphs.v), column: rect.maxX - 1, row: row, style: style)
    }
    // The title starts after one border cell and leaves one cell before the corner.
    let room = rect.width - 3
    if room > 2 {
      let title = DisplayWidth.truncate(titleText, to: room)
      canvas.write(
        title, column: rect.x + 1, row: rect.y, style: isFocused ? .focusedTitle : .title,
        clip: Rect(x: rect.x + 1, y: rect.y, width: room, height: 1))
    }
    let content = rect.inset(by: 1)
    canvas.fill(content)
    return content
  }
}
