/// The `s` and `l` overlay: a framed, filtered, scrolling list to pick from, centred over the
/// panes. Each entry is a name with its description wrapped in full under it.
public struct PickerOverlay: Hashable, Sendable {
  /// One choice: its name line and its description.
  public struct Entry: Hashable, Sendable {
    /// The name line, e.g. "★ texas-teen".
    public var label: Line
    /// The description, wrapped under the name.
    public var detail: String

    /// An entry named `label`, described by `detail`.
    public init(label: Line, detail: String) {
      self.label = label
      self.detail = detail
    }
  }

  /// The frame's title.
  public var title: String
  /// What has been typed to filter the entries.
  public var query = ""
  /// The entries that match `query`.
  public var entries: [Entry]
  /// Selection and first visible entry.
  public var list: ScrollList
  /// The last line, telling how to choose and close.
  public var closeHint = "type to filter · Enter chooses · ↑↓ PgUp PgDn Home End · Esc closes"

  /// A picker titled `title` over `entries`, filtered by `query`, at `list`'s place.
  public init(title: String, query: String = "", entries: [Entry], list: ScrollList) {
    self.title = title
    self.query = query
    self.entries = entries
    self.list = list
  }

  /// The widest the frame gets, in columns, so descriptions read as lines, not a wall.
  public static let maximumWidth = 80

  /// The frame the overlay occupies in `area`, or nil when `area` is too small for it.
  public func frame(in area: Rect) -> Rect? {
    let width = min(area.width - 2, Self.maximumWidth)
    guard width >= 10 else { return nil }
    let needed = entries.reduce(0) { $0 + rows(of: $1, width: width) }
    let height = min(area.height, max(1, needed) + 5)
    guard height >= 6 else { return nil }
    return area.centered(width: width, height: height)
  }

  /// The rows one entry takes in a frame `width` columns wide.
  private func rows(of entry: Entry, width: Int) -> Int {
    1 + detailLines(of: entry, width: width).count
  }

  private func detailLines(of entry: Entry, width: Int) -> [String] {
    entry.detail.isEmpty ? [] : DisplayWidth.wrap(entry.detail, to: max(1, width - 9))
  }

  /// The list's rows inside the frame: under the filter row, above the hint row.
  private func listArea(in frame: Rect) -> Rect {
    let inner = frame.inset(by: 1)
    return Rect(x: inner.x + 1, y: inner.y + 1, width: inner.width - 2, height: inner.height - 2)
  }

  /// The first entry shown: the stored offset, moved as little as needed to show the selected
  /// entry whole.
  private func firstEntry(in frame: Rect) -> Int {
    guard !entries.isEmpty else { return 0 }
    let height = listArea(in: frame).height
    var start = min(list.offset, list.selection)
    while start < list.selection,
      entries[start...list.selection].reduce(0, { $0 + rows(of: $1, width: frame.width) })
        > height
    {
      start += 1
    }
    return start
  }

  /// `list` with its offset moved so the selected entry shows whole in `area`.
  public func scrolled(in area: Rect) -> ScrollList {
    guard let frame = frame(in: area) else { return list }
    return ScrollList(count: list.count, selection: list.selection, offset: firstEntry(in: frame))
  }

  /// The number of whole entries visible in `area` from the first shown (a page).
  public func listRows(in area: Rect) -> Int {
    guard let frame = frame(in: area) else { return 1 }
    let height = listArea(in: frame).height
    var used = 0
    var count = 0
    for entry in entries[firstEntry(in: frame)...] {
      used += rows(of: entry, width: frame.width)
      guard used <= height else { break }
      count += 1
    }
    return max(1, count)
  }

  /// Draws the overlay centred in `area`.
  public func draw(in area: Rect, on canvas: inout Canvas) {
    guard let frame = frame(in: area) else { return }
    canvas.fill(Rect(x: frame.x - 1, y: frame.y, width: frame.width + 2, height: frame.height))
    let inner = Box(title: title, isFocused: true, isOverlay: true).draw(in: frame, on: &canvas)
    let text = Rect(x: inner.x + 1, y: inner.y, width: inner.width - 2, height: inner.height)
    let filter =
      query.isEmpty
      ? Line("Filter: type a name or a word", style: .muted)
      : Line([Span("Filter: ", style: .muted), Span(query + "▏", style: .key)])
    canvas.write(filter.truncated(to: text.width), column: text.x, row: text.y, clip: text)
    let area = listArea(in: frame)
    if entries.isEmpty {
      canvas.write(
        DisplayWidth.truncate("Nothing matches “\(query)”; Backspace erases.", to: area.width),
        column: area.x, row: area.y, style: .muted, clip: area)
    }
    let start = firstEntry(in: frame)
    var row = area.y
    var isCut = false
    for index in start..<entries.count {
      let entry = entries[index]
      let details = detailLines(of: entry, width: frame.width)
      guard index == start || row + details.count < area.maxY else {
        isCut = true
        break
      }
      let isSelected = index == list.selection
      if isSelected {
        canvas.fill(Rect(x: area.x, y: row, width: area.width, height: 1), style: .selected)
      }
      let label =
        isSelected ? Line(entry.label.spans.map { Span($0.text, style: .selected) }) : entry.label
      let column = canvas.write(
        isSelected ? "▸ " : "  ", column: area.x, row: row, style: isSelected ? .selected : .plain,
        clip: area)
      canvas.write(label.truncated(to: area.maxX - column), column: column, row: row, clip: area)
      row += 1
      for detail in details where row < area.maxY {
        canvas.write(detail, column: area.x + 4, row: row, style: .muted, clip: area)
        row += 1
      }
    }
    if start > 0 { canvas.write("↑", column: area.maxX - 1, row: area.y, style: .muted) }
    if isCut {
      canvas.write("↓", column: area.maxX - 1, row: area.maxY - 1, style: .muted)
    }
    canvas.write(
      DisplayWidth.truncate(closeHint, to: text.width), column: text.x, row: text.maxY - 1,
      style: .muted, clip: text)
  }
}
