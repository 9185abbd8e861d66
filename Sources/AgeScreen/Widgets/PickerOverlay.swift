/// The `s` overlay: a framed, scrolling list to pick a scenario from, centred over the panes.
public struct PickerOverlay: Hashable, Sendable {
  /// The frame's title.
  public var title: String
  /// One line per choice.
  public var items: [Line]
  /// Selection and scroll position.
  public var list: ScrollList
  /// The last line, telling how to choose and close.
  public var closeHint: String

  /// Creates an overlay.
  public init(
    title: String, items: [Line], list: ScrollList,
    closeHint: String = "Enter opens · ↑↓ move · Esc closes"
  ) {
    self.title = title
    self.items = items
    self.list = list
    self.closeHint = closeHint
  }

  /// The frame the overlay occupies in `area`, or nil when `area` is too small for it.
  public func frame(in area: Rect) -> Rect? {
    let contentWidth = max(
      DisplayWidth.of(closeHint), items.map(\.width).max() ?? 0, DisplayWidth.of(title) + 4)
    let width = min(area.width - 2, contentWidth + 6)
    let height = min(area.height, items.count + 4)
    guard width >= 10, height >= 5 else { return nil }
    return Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
  }

  /// The number of list rows visible in `area`.
  public func listRows(in area: Rect) -> Int {
    guard let frame = frame(in: area) else { return 0 }
    return max(0, frame.height - 4)
  }

  /// Draws the overlay centred in `area`.
  public func draw(in area: Rect, on canvas: inout Canvas) {
    guard let frame = frame(in: area) else { return }
    canvas.fill(Rect(x: frame.x - 1, y: frame.y, width: frame.width + 2, height: frame.height))
    let inner = Box(title: title, isFocused: true).draw(in: frame, on: &canvas)
    let text = Rect(x: inner.x + 1, y: inner.y, width: inner.width - 2, height: inner.height)
    let listArea = Rect(x: text.x, y: text.y, width: text.width, height: max(0, text.height - 2))
    ListView(items: items, state: list, isFocused: true).draw(in: listArea, on: &canvas)
    canvas.write(closeHint, column: text.x, row: text.maxY - 1, style: .muted, clip: text)
  }
}
