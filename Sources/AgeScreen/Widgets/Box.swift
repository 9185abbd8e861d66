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
    let glyphs:
      (h: Character, v: Character, tl: Character, tr: Character, bl: Character, br: Character) =
        isFocused ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
    // Border glyphs are one column each: filled as cells, never measured (a frame has hundreds).
    let top = rect.y
    let bottom = rect.maxY - 1
    let right = rect.maxX - 1
    canvas.fill(
      Rect(x: rect.x + 1, y: top, width: rect.width - 2, height: 1), with: glyphs.h, style: style)
    canvas.fill(
      Rect(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1), with: glyphs.h, style: style
    )
    canvas.fill(
      Rect(x: rect.x, y: top + 1, width: 1, height: rect.height - 2), with: glyphs.v, style: style)
    canvas.fill(
      Rect(x: right, y: top + 1, width: 1, height: rect.height - 2), with: glyphs.v, style: style)
    for (corner, column, row) in [
      (glyphs.tl, rect.x, top), (glyphs.tr, right, top), (glyphs.bl, rect.x, bottom),
      (glyphs.br, right, bottom),
    ] {
      canvas.fill(Rect(x: column, y: row, width: 1, height: 1), with: corner, style: style)
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
