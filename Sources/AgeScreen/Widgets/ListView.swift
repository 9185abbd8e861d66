/// Draws a list of lines with one selected row, scrolled by a ``ScrollList``.
///
/// The selected row starts with "▸" and is reversed (bold too in the focused pane), so the
/// selection is visible without colour. "↑"/"↓" in the right column show that more items are
/// hidden above or below.
public struct ListView: Hashable, Sendable {
  /// The items: all of them, or a window of them starting at `firstItem`.
  public var items: [Line]
  /// The list position of `items[0]`.
  public var firstItem: Int
  /// How many items the whole list has.
  public var count: Int
  /// Selection and scroll position.
  public var state: ScrollList
  /// Whether the list is in the focused pane (the selection is shown either way).
  public var isFocused: Bool

  /// Creates a list view.
  public init(
    items: [Line], firstItem: Int = 0, count: Int? = nil, state: ScrollList, isFocused: Bool
  ) {
    self.items = items
    self.firstItem = firstItem
    self.count = count ?? items.count
    self.state = state
    self.isFocused = isFocused
  }

  /// Draws the list into `rect`.
  public func draw(in rect: Rect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    let range = state.visibleRange(rows: rect.height)
    for (row, index) in range.enumerated() where items.indices.contains(index - firstItem) {
      let y = rect.y + row
      let isSelected = index == state.selection
      let style: CellStyle = isFocused ? .selected : .selectedInactive
      if isSelected {
        canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
      }
      let column = canvas.write(
        isSelected ? "▸ " : "  ", column: rect.x, row: y, style: isSelected ? style : .plain,
        clip: rect)
      var line = items[index - firstItem]
      if isSelected {
        line = Line(line.spans.map { Span($0.text, style: style) })
      }
      let textArea = Rect(x: column, y: y, width: rect.maxX - column - 1, height: 1)
      canvas.write(line.truncated(to: textArea.width), column: column, row: y, clip: textArea)
    }
    if range.lowerBound > 0 {
      canvas.write("↑", column: rect.maxX - 1, row: rect.y, style: .muted, clip: rect)
    }
    if range.upperBound < count {
      canvas.write("↓", column: rect.maxX - 1, row: rect.maxY - 1, style: .muted, clip: rect)
    }
  }
}
