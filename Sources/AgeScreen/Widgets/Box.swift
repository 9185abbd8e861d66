/// A bordered pane frame with a title on its top edge.
///
/// Focus is visible without colour: the focused frame's top and bottom edges are heavy (`┏━┓`,
/// `┗━┛`), and its title is bold, reversed and preceded by "▶". Its sides are drawn as every
/// pane's are, so moving the focus rewrites the edges, not two whole frames (each side row would
/// cost a cursor move). An overlay's frame is heavy all round: it stands over the panes.
public struct Box: Hashable, Sendable {
  /// The title on the top edge.
  public var title: String
  /// Whether the pane has focus.
  public var isFocused: Bool
  /// An optional note after the title, e.g. "2 new".
  public var badge: String?
  /// Whether the frame is an overlay's (help, a picker), heavy on every edge.
  public var isOverlay: Bool

  /// Creates a frame.
  public init(title: String, isFocused: Bool, badge: String? = nil, isOverlay: Bool = false) {
    self.title = title
    self.isFocused = isFocused
    self.badge = badge
    self.isOverlay = isOverlay
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
    guard rect.width >= 2, rect.height >= 2 else { return Self.content(of: rect) }
    // A pane's focus shows on its top and bottom edges (and the title): its sides never change.
    let heavy = isFocused || isOverlay
    let edge: (h: Character, left: Character, right: Character, style: CellStyle) =
      heavy ? ("━", "┏", "┓", .focusedBorder) : ("─", "┌", "┐", .border)
    let sides: (v: Character, style: CellStyle) = isOverlay ? ("┃", .focusedBorder) : ("│", .border)
    let base: (h: Character, left: Character, right: Character, style: CellStyle) =
      heavy ? ("━", "┗", "┛", .focusedBorder) : ("─", "└", "┘", .border)
    // Border glyphs are one column each: filled as cells, never measured (a frame has hundreds).
    let top = rect.y
    let bottom = rect.maxY - 1
    let right = rect.maxX - 1
    canvas.fill(
      Rect(x: rect.x + 1, y: top, width: rect.width - 2, height: 1), with: edge.h,
      style: edge.style)
    canvas.fill(Rect(x: rect.x, y: top, width: 1, height: 1), with: edge.left, style: edge.style)
    canvas.fill(Rect(x: right, y: top, width: 1, height: 1), with: edge.right, style: edge.style)
    canvas.fill(
      Rect(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1), with: base.h,
      style: base.style)
    canvas.fill(
      Rect(x: rect.x, y: top + 1, width: 1, height: rect.height - 2), with: sides.v,
      style: sides.style)
    canvas.fill(
      Rect(x: right, y: top + 1, width: 1, height: rect.height - 2), with: sides.v,
      style: sides.style)
    canvas.fill(
      Rect(x: rect.x, y: bottom, width: 1, height: 1), with: base.left, style: base.style)
    canvas.fill(
      Rect(x: right, y: bottom, width: 1, height: 1), with: base.right, style: base.style)
    // The title starts after one border cell and leaves one cell before the corner.
    let room = rect.width - 3
    if room > 2 {
      let title = DisplayWidth.truncate(titleText, to: room)
      canvas.write(
        title, column: rect.x + 1, row: rect.y, style: isFocused ? .focusedTitle : .title,
        clip: Rect(x: rect.x + 1, y: rect.y, width: room, height: 1))
    }
    let content = Self.content(of: rect)
    canvas.fill(content)
    return content
  }

  /// The inner area of a box drawn into `rect`: inside its edges, empty when it has no room.
  public static func content(of rect: Rect) -> Rect {
    rect.width >= 2 && rect.height >= 2
      ? rect.inset(by: 1) : Rect(x: rect.x, y: rect.y, width: 0, height: 0)
  }
}
