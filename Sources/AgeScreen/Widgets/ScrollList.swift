/// The selection and scroll position of a list, kept so the selection is always visible.
///
/// It is a value the app stores in its model. Moves take the number of visible rows (from
/// ``ScreenLayout``), and ``visibleRange(rows:)`` re-checks the invariant at render time, so a
/// resize can never scroll the selection out of view.
public struct ScrollList: Hashable, Sendable, Codable {
  /// Number of items.
  public private(set) var count: Int
  /// Index of the selected item (0 when the list is empty).
  public private(set) var selection: Int
  /// Index of the first visible item.
  public private(set) var offset: Int

  /// A list of `count` items with the first one selected.
  public init(count: Int, selection: Int = 0, offset: Int = 0) {
    self.count = max(0, count)
    self.selection = 0
    self.offset = max(0, offset)
    self.selection = clamp(selection)
  }

  /// Moves the selection by `delta` items (clamped to the list) and scrolls as little as
  /// needed to keep it within `rows` visible rows.
  public mutating func move(by delta: Int, rows: Int) {
    select(selection + delta, rows: rows)
  }

  /// Selects `index` (clamped) and scrolls as little as needed to show it in `rows` rows.
  public mutating func select(_ index: Int, rows: Int) {
    selection = clamp(index)
    offset = Self.offset(keeping: selection, visible: offset, rows: rows, count: count)
  }

  /// Changes the number of items, keeping the selection and offset where they are when they
  /// still fit (a restored session whose lists changed length). Render time keeps the
  /// selection visible.
  public mutating func resize(count newCount: Int) {
    count = max(0, newCount)
    selection = clamp(selection)
    offset = min(offset, max(0, count - 1))
  }

  /// The items to draw in `rows` rows: starts at the stored offset unless that would hide the
  /// selection or leave rows empty at the end.
  public func visibleRange(rows: Int) -> Range<Int> {
    guard rows > 0, count > 0 else { return 0..<0 }
    let start = Self.offset(keeping: selection, visible: offset, rows: rows, count: count)
    return start..<min(count, start + rows)
  }

  private func clamp(_ index: Int) -> Int {
    count == 0 ? 0 : min(max(0, index), count - 1)
  }

  private static func offset(keeping selection: Int, visible offset: Int, rows: Int, count: Int)
    -> Int
  {
    guard rows > 0 else { return selection }
    var start = min(offset, max(0, count - rows))
    if selection < start { start = selection }
    if selection >= start + rows { start = selection - rows + 1 }
    return max(0, start)
  }
}
