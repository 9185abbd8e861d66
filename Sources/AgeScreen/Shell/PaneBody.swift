/// What one pane shows: a block of wrapped text, then an optional selectable list.
///
/// This is the contract for pane content: a pane's view function turns the app's state into a
/// `PaneBody`, and ``ShellFrame`` lays it out inside the pane's border. Text wraps to the pane
/// width; the list keeps its selection visible and scrolls.
public struct PaneBody: Hashable, Sendable {
  /// Paragraph lines shown first, each wrapped to the pane width (use `""` for a blank line).
  public var text: [Line]
  /// Selectable rows shown under the text.
  public var items: [Line]
  /// Selection and scroll position of `items`.
  public var list: ScrollList
  /// A short note after the title on the border, e.g. "2 new".
  public var badge: String?
  /// The title on the border when the pane's own (``Pane/title``) would not fit what it shows,
  /// e.g. "Henry's iPhone" for an adult in the Child pane.
  public var title: String?

  /// Creates a pane body.
  public init(
    text: [Line] = [], items: [Line] = [], list: ScrollList? = nil, badge: String? = nil,
    title: String? = nil
  ) {
    self.text = text
    self.items = items
    self.list = list ?? ScrollList(count: items.count)
    self.badge = badge
    self.title = title
  }

  /// The fewest list rows kept visible when the text is long.
  public static let minimumListRows = 3

  /// Where the text and the list go inside a pane's content area.
  public func regions(in content: Rect) -> (text: [Line], textArea: Rect, listArea: Rect) {
    let inner = Rect(
      x: content.x + 1, y: content.y, width: content.width - 2, height: content.height)
    let wrapped = text.flatMap {
      $0.spans.isEmpty || $0.text.isEmpty ? [Line([])] : $0.wrapped(to: inner.width)
    }
    guard !items.isEmpty else {
      return (wrapped, inner, Rect(x: inner.x, y: inner.maxY, width: inner.width, height: 0))
    }
    let separator = wrapped.isEmpty ? 0 : 1
    let reserved = min(items.count, Self.minimumListRows)
    let textRows = min(wrapped.count, max(0, inner.height - reserved - separator))
    let (textArea, rest) = inner.splitTop(textRows)
    let listArea = rest.splitTop(textRows > 0 ? separator : 0).rest
    return (wrapped, textArea, listArea)
  }

  /// Number of list rows visible in a pane whose content area is `content`.
  public func listRows(in content: Rect) -> Int {
    regions(in: content).listArea.height
  }

  /// Draws the body into the pane's content area.
  public func draw(in content: Rect, isFocused: Bool, on canvas: inout Canvas) {
    let (wrapped, textArea, listArea) = regions(in: content)
    for (row, line) in wrapped.prefix(textArea.height).enumerated() {
      var shown = line
      // Text that does not fit ends in "…" on its last visible line, so nothing is lost silently.
      if row == textArea.height - 1 && wrapped.count > textArea.height {
        shown = Line(line.spans + [Span("…")]).truncated(to: textArea.width)
      }
      canvas.write(shown, column: textArea.x, row: textArea.y + row, clip: textArea)
    }
    ListView(items: items, state: list, isFocused: isFocused).draw(in: listArea, on: &canvas)
  }
}
