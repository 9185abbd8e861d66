/// A device pane laid out as one document: its wrapped text, its buttons and what lies under
/// them, in order, and the window of rows the pane shows.
public struct PaneDocument: Hashable, Sendable {
  /// The text rows, wrapped to the pane.
  public var text: [Line]
  /// The row of the first button.
  public var itemsTop: Int
  /// How many buttons there are, one row each.
  public var itemCount: Int
  /// The rows under the buttons, wrapped to the pane.
  public var after: [Line]
  /// The rows the pane has room for.
  public var height: Int
  /// The first row shown, within the document.
  public var offset: Int

  /// Lays out a document of these parts in `height` rows, scrolled to `scroll` (clamped so the
  /// window never runs past the end).
  public init(text: [Line], itemsTop: Int, itemCount: Int, after: [Line], height: Int, scroll: Int)
  {
    self.text = text
    self.itemsTop = itemsTop
    self.itemCount = itemCount
    self.after = after
    self.height = max(0, height)
    let total = itemsTop + itemCount + after.count
    self.offset = min(max(0, scroll), max(0, total - self.height))
  }

  /// Every row of the document.
  public var total: Int { itemsTop + itemCount + after.count }

  /// The rows shown.
  public var shownRows: Int { min(height, total - offset) }

  /// Rows hidden above the window.
  public var hiddenAbove: Int { offset }

  /// Rows hidden below the window.
  public var hiddenBelow: Int { max(0, total - offset - height) }

  /// The largest scroll position.
  public var maximumOffset: Int { max(0, total - height) }

  /// What the pane's bottom edge says is hidden ("↑ 2 · ↓ 4 more"), nil when nothing is.
  public var hiddenMark: String? {
    var parts: [String] = []
    if hiddenAbove > 0 { parts.append("↑ \(hiddenAbove)") }
    if hiddenBelow > 0 { parts.append("↓ \(hiddenBelow) more") }
    return parts.isEmpty ? nil : " " + parts.joined(separator: " · ") + " "
  }

  /// The screen row of the first button when the document is drawn in `content` (above the
  /// content area when scrolled past).
  public func firstItemRow(in content: Rect) -> Int { content.y + itemsTop - offset }

  /// The scroll position that shows row `row` with as little movement from here as possible.
  public func offset(showing row: Int) -> Int {
    if row < offset { return row }
    if row >= offset + height { return min(maximumOffset, row - height + 1) }
    return offset
  }
}
