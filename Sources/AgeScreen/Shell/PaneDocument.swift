/// A pane laid out as one document: how many rows its wrapped text, its buttons and what lies
/// under them take, in order, and the window of rows the pane shows. Only rows are counted
/// here: the pane makes the rows it shows, so a long document (Play Console with hundreds of
/// changes) costs what the pane shows plus a count of the rest.
public struct PaneDocument: Hashable, Sendable {
  /// How many rows the text takes, wrapped to the pane.
  public var textRows: Int
  /// The row of the first button.
  public var itemsTop: Int
  /// How many buttons there are, one row each.
  public var itemCount: Int
  /// How many rows lie under the buttons, wrapped to the pane.
  public var afterRows: Int
  /// The rows the pane has room for.
  public var height: Int
  /// The first row shown, within the document.
  public var offset: Int

  /// Lays out a document of these parts in `height` rows, scrolled to `scroll` (clamped so the
  /// window never runs past the end).
  public init(
    textRows: Int, itemsTop: Int, itemCount: Int, afterRows: Int, height: Int, scroll: Int
  ) {
    self.textRows = textRows
    self.itemsTop = itemsTop
    self.itemCount = itemCount
    self.afterRows = afterRows
    self.height = max(0, height)
    let total = itemsTop + itemCount + afterRows
    self.offset = min(max(0, scroll), max(0, total - self.height))
  }

  /// Every row of the document.
  public var total: Int { itemsTop + itemCount + afterRows }

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
