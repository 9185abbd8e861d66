/// What one pane shows: a block of wrapped text, an optional selectable list, then optional
/// text under the list (what a sheet covers, drawn behind its buttons).
///
/// This is the contract for pane content: a pane's view function turns the app's state into a
/// `PaneBody`, and ``ShellFrame`` lays it out inside the pane's border. Text wraps to the pane
/// width; the list keeps its selection visible and scrolls.
public struct PaneBody: Hashable, Sendable {
  /// Paragraph lines shown first, each wrapped to the pane width (use `""` for a blank line).
  public var text: [Line]
  /// Selectable rows shown under the text: all of them, or for a long list (the Timeline) only
  /// those around its scroll position, starting at list position `firstItem`.
  public var items: [Line]
  /// The list position of `items[0]`.
  public var firstItem: Int
  /// How many rows the whole list has.
  public var itemCount: Int
  /// Selection and scroll position of `items`.
  public var list: ScrollList
  /// A short note after the title on the border, e.g. "2 new".
  public var badge: String?
  /// Lines shown under the list when room is left. With them the list takes only the rows its
  /// items need, so the items stay right under the text they answer.
  public var after: [Line]
  /// Columns the list is indented by on each side, with `edge` drawn in the margin: the
  /// buttons of a card drawn in the text.
  public var listInset: Int
  /// What the list's margins show on each row (a card's side), when `listInset` is above 0.
  public var edge: Span?
  /// The list rows kept visible however long the text is (at most the number of items).
  public var keptRows: Int
  /// The title on the border when the pane's own (``Pane/title``) would not fit what it shows,
  /// e.g. "Henry's iPhone" for an adult in the Child pane.
  public var title: String?
  /// For a pane that scrolls as one document (a device's screen: its text, buttons and what
  /// lies under them, in order of importance), the first row shown; nil for a pane whose text
  /// sits above a list that scrolls on its own. A document that does not fit names what it
  /// hides on the pane's bottom edge ("↓ 4 more"), so nothing is cut silently.
  public var scroll: Int?

  /// Creates a pane body.
  public init(
    text: [Line] = [], items: [Line] = [], list: ScrollList? = nil, badge: String? = nil,
    after: [Line] = [], listInset: Int = 0, edge: Span? = nil,
    keptRows: Int = PaneBody.minimumListRows, title: String? = nil,
    window: (firstItem: Int, itemCount: Int)? = nil, scroll: Int? = nil
  ) {
    self.text = text
    self.items = items
    self.firstItem = window?.firstItem ?? 0
    self.itemCount = window?.itemCount ?? items.count
    self.list = list ?? ScrollList(count: items.count)
    self.badge = badge
    self.after = after
    self.listInset = listInset
    self.edge = edge
    self.keptRows = keptRows
    self.title = title
    self.scroll = scroll
  }

  /// The fewest list rows kept visible when the text is long.
  public static let minimumListRows = 3

  /// Where the text and the list go inside a pane's content area; `text` is the text wrapped,
  /// as many rows as the area could show and one more when it goes on. For a document, the
  /// list's area is where its items show now (clipped to the content area), and no text is
  /// made: ``draw(in:isFocused:on:)`` makes the rows it shows.
  public func regions(in content: Rect) -> (text: [Line], textArea: Rect, listArea: Rect) {
    if scroll != nil {
      let document = document(in: content)
      let top = document.firstItemRow(in: content)
      let visibleTop = max(top, content.y)
      let visibleBottom = min(top + itemCount, content.maxY)
      let inset = min(listInset, max(0, (content.width - 3) / 2))
      return (
        [], Rect(x: content.x + 1, y: content.y, width: content.width - 2, height: 0),
        Rect(
          x: content.x + 1 + inset, y: visibleTop, width: content.width - 2 - 2 * inset,
          height: max(0, visibleBottom - visibleTop))
      )
    }
    let inner = Rect(
      x: content.x + 1, y: content.y, width: content.width - 2, height: content.height)
    // Only the rows that can show are wrapped, and one more, which says the text goes on: a long
    // text (a parent's thread of hundreds of questions) costs what the pane shows, not its length.
    let wrapped = Self.wrap(text, to: inner.width, rows: max(1, inner.height + 1))
    guard itemCount > 0 else {
      return (wrapped, inner, Rect(x: inner.x, y: inner.maxY, width: inner.width, height: 0))
    }
    // Buttons that answer the text (a card's, a question's: those with text after them) follow
    // it directly; a plain list is set off by a blank row.
    let separator = wrapped.isEmpty || listInset > 0 || !after.isEmpty ? 0 : 1
    let reserved = min(itemCount, keptRows)
    let textRows = min(wrapped.count, max(0, inner.height - reserved - separator))
    let (textArea, rest) = inner.splitTop(textRows)
    var listArea = rest.splitTop(textRows > 0 ? separator : 0).rest
    if !after.isEmpty { listArea = listArea.splitTop(itemCount).top }
    let inset = min(listInset, max(0, (listArea.width - 1) / 2))
    listArea = Rect(
      x: listArea.x + inset, y: listArea.y, width: listArea.width - 2 * inset,
      height: listArea.height)
    return (wrapped, textArea, listArea)
  }

  /// How a document lays out in `content`: how many rows each part takes, and the rows shown.
  /// The rows are counted, not made, so this costs a count of the text, however long.
  public func document(in content: Rect) -> PaneDocument {
    let width = content.width - 2
    let textRows = Self.rowCount(text, in: width)
    let separator =
      itemCount == 0 || textRows == 0 || listInset > 0 || !after.isEmpty ? 0 : 1
    return PaneDocument(
      textRows: textRows, itemsTop: textRows + separator, itemCount: itemCount,
      afterRows: Self.rowCount(after, in: width), height: content.height, scroll: scroll ?? 0)
  }

  /// How many rows `lines` take wrapped to `width`, as ``wrap(_:to:rows:)`` makes them.
  private static func rowCount(_ lines: [Line], in width: Int) -> Int {
    lines.reduce(0) { $0 + $1.rowCount(in: width) }
  }

  /// The rows of `lines` wrapped to `width` that fall in `window` (rows counted from the first
  /// line's), each with its row: only the lines that reach the window are wrapped.
  private static func rows(of lines: [Line], in width: Int, window: Range<Int>)
    -> [(row: Int, line: Line)]
  {
    var shown: [(row: Int, line: Line)] = []
    var row = 0
    for line in lines {
      guard row < window.upperBound else { break }
      let count = line.rowCount(in: width)
      defer { row += count }
      guard row + count > window.lowerBound else { continue }
      for (index, piece) in wrap([line], to: width).enumerated()
      where window.contains(row + index) {
        shown.append((row + index, piece))
      }
    }
    return shown
  }

  private static func wrap(_ lines: [Line], to width: Int) -> [Line] {
    wrap(lines, to: width, rows: .max)
  }

  /// The first `rows` rows of `lines` wrapped to `width` (all of them when there are fewer).
  private static func wrap(_ lines: [Line], to width: Int, rows: Int) -> [Line] {
    var wrapped: [Line] = []
    for line in lines {
      guard wrapped.count < rows else { break }
      // A line that fits is kept as it is, so text laid out to the width (a card) keeps its
      // shape.
      if line.spans.isEmpty || line.text.isEmpty {
        wrapped.append(Line([]))
      } else if line.width <= width {
        wrapped.append(line)
      } else {
        wrapped += line.wrapped(to: width)
      }
    }
    return Array(wrapped.prefix(rows))
  }

  /// Number of list rows visible in a pane whose content area is `content`.
  public func listRows(in content: Rect) -> Int {
    regions(in: content).listArea.height
  }

  /// Draws the body into the pane's content area and returns how many list rows it shows.
  @discardableResult
  public func draw(in content: Rect, isFocused: Bool, on canvas: inout Canvas) -> Int {
    if scroll != nil {
      return drawDocument(document(in: content), in: content, isFocused: isFocused, on: &canvas)
    }
    let (wrapped, textArea, listArea) = regions(in: content)
    for (row, line) in wrapped.prefix(textArea.height).enumerated() {
      var shown = line
      // Text that does not fit ends in "…" on its last visible line, so nothing is lost silently.
      if row == textArea.height - 1 && wrapped.count > textArea.height {
        shown = Line(line.spans + [Span("…")]).truncated(to: textArea.width)
      }
      canvas.write(shown, column: textArea.x, row: textArea.y + row, clip: textArea)
    }
    ListView(
      items: items, firstItem: firstItem, count: itemCount, state: list, isFocused: isFocused
    )
    .draw(in: listArea, on: &canvas)
    if let edge, listInset > 0, !listArea.isEmpty {
      for row in listArea.y..<listArea.maxY {
        canvas.write(Line([edge]), column: textArea.x, row: row)
        canvas.write(Line([edge]), column: listArea.maxX + listInset - 1, row: row)
      }
    }
    guard !after.isEmpty else { return listArea.height }
    let below = Rect(
      x: textArea.x, y: listArea.maxY, width: textArea.width,
      height: content.maxY - listArea.maxY)
    let lines = Self.wrap(after, to: below.width)
    for (row, line) in lines.prefix(below.height).enumerated() {
      canvas.write(line, column: below.x, row: below.y + row, clip: below)
    }
    return listArea.height
  }

  /// Draws a document: the rows the scroll position shows, on a canvas of their own (row 0 is
  /// the document's row `offset`), and what is hidden on the pane's bottom edge. Only the rows
  /// shown are made, so a long document costs what the pane shows plus a count of the rest.
  /// `document` is ``document(in:)``'s for `content`, which the caller keeps.
  func drawDocument(
    _ document: PaneDocument, in content: Rect, isFocused: Bool, on canvas: inout Canvas
  ) -> Int {
    guard content.width > 2, content.height > 0 else { return itemCount }
    let width = content.width - 2
    let window = document.offset..<(document.offset + document.shownRows)
    var page = Canvas(size: Size(width: content.width, height: max(1, window.count)))
    func write(_ line: Line, atDocumentRow row: Int) {
      let y = row - window.lowerBound
      page.write(line, column: 1, row: y, clip: Rect(x: 1, y: y, width: width, height: 1))
    }
    for (row, line) in Self.rows(of: text, in: width, window: window) {
      write(line, atDocumentRow: row)
    }
    let inset = min(listInset, max(0, (content.width - 3) / 2))
    let listArea = Rect(
      x: 1 + inset, y: document.itemsTop - window.lowerBound,
      width: content.width - 2 - 2 * inset, height: itemCount)
    // Only the buttons in the window are handed to the list, which skips the others.
    let firstShown = max(0, -listArea.y)
    let shownItems = firstShown..<max(firstShown, min(itemCount, window.count - listArea.y))
    let held = (firstItem..<(firstItem + items.count)).clamped(to: shownItems)
    ListView(
      items: held.isEmpty
        ? [] : Array(items[(held.lowerBound - firstItem)..<(held.upperBound - firstItem)]),
      firstItem: held.isEmpty ? firstItem : held.lowerBound, count: itemCount, state: list,
      isFocused: isFocused
    )
    .draw(in: listArea, on: &page)
    if let edge, inset > 0, !listArea.isEmpty {
      let firstRow = max(0, listArea.y)
      for row in firstRow..<max(firstRow, min(listArea.maxY, page.size.height)) {
        page.write(Line([edge]), column: 1, row: row)
        page.write(Line([edge]), column: listArea.maxX + inset - 1, row: row)
      }
    }
    let afterTop = document.itemsTop + itemCount
    for (row, line) in Self.rows(
      of: after, in: width,
      window: max(0, window.lowerBound - afterTop)..<max(0, window.upperBound - afterTop))
    {
      write(line, atDocumentRow: afterTop + row)
    }
    canvas.paste(
      page, rows: 0..<window.count, column: content.x, row: content.y)
    if let mark = document.hiddenMark {
      // The bottom edge of the pane's frame, right-aligned before its corner.
      let width = DisplayWidth.of(mark)
      let column = max(content.x, content.maxX - width - 1)
      canvas.write(
        mark, column: column, row: content.maxY, style: .accent,
        clip: Rect(x: content.x, y: content.maxY, width: content.width, height: 1))
    }
    return itemCount
  }
}
