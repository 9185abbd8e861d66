/// A grid of cells: the only thing the terminal adapter draws.
///
/// Drawing into a canvas never touches a terminal, so whole screens can be compared as text in
/// tests (``lines`` and ``description``). Text is placed by display columns: a wide grapheme
/// takes its cell and a continuation cell to its right, and is never split at a clip edge.
public struct Canvas: Hashable, Sendable {
  /// The canvas size.
  public let size: Size
  private var cells: [Cell]

  /// A blank canvas of `size`.
  public init(size: Size) {
    self.size = size
    self.cells = Array(repeating: .blank(), count: size.width * size.height)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(size) }

  /// The cell at `column`, `row`, or `nil` outside the canvas.
  public subscript(column: Int, row: Int) -> Cell? {
    guard bounds.contains(column: column, row: row) else { return nil }
    return cells[row * size.width + column]
  }

  // MARK: - Drawing

  /// Writes `text` on `row` starting at `column`, clipped to `clip` (default: the whole canvas).
  ///
  /// Newlines and other control characters are not drawn. A wide grapheme that would cross the
  /// right edge of `clip` is replaced by a blank so the border next to it stays intact.
  /// - Returns: The column just after the last cell written.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: CellStyle = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard row >= area.y, row < area.maxY else { return column }
    var cursor = column
    // Text whose every scalar is a grapheme of its own (most of the screen) is placed scalar by
    // scalar, without grapheme breaking; the rest grapheme by grapheme, in its terminal-safe form.
    if text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) {
      for scalar in text.unicodeScalars {
        let width = DisplayWidth.of(scalar)
        guard width > 0 else { continue }
        guard
          place(Cell(scalar: scalar, style: style), width: width, at: &cursor, in: area, row: row)
        else { break }
      }
      return cursor
    }
    for character in text {
      let drawn = DisplayWidth.terminalSafe(character)
      let width = DisplayWidth.of(drawn)
      guard width > 0 else { continue }
      guard place(Cell(drawn, style: style), width: width, at: &cursor, in: area, row: row) else {
        break
      }
    }
    return cursor
  }

  /// Places `drawn`, a grapheme of `width` columns, at `cursor` and moves the cursor past it;
  /// false when it does not fit before the right edge of `area` (writing stops there).
  private mutating func place(
    _ drawn: Cell, width: Int, at cursor: inout Int, in area: Rect, row: Int
  ) -> Bool {
    let style = drawn.style
    if cursor + width > area.maxX {
      if width == 2, cursor < area.maxX, cursor >= area.x {
        put(.blank(style), column: cursor, row: row)
        cursor += 1
      }
      return false
    }
    if cursor >= area.x {
      put(drawn, column: cursor, row: row)
      if width == 2 {
        put(Cell(scalar: " ", style: style, isContinuation: true), column: cursor + 1, row: row)
      }
    } else if width == 2, cursor + 1 == area.x {
      // Only the right half would be visible: show a blank instead of half a glyph.
      put(.blank(style), column: area.x, row: row)
    }
    cursor += width
    return true
  }

  /// Writes a sequence of styled spans one after the other on `row`.
  /// - Returns: The column just after the last cell written.
  @discardableResult
  public mutating func write(_ line: Line, column: Int, row: Int, clip: Rect? = nil) -> Int {
    var cursor = column
    for span in line.spans {
      cursor = write(span.text, column: cursor, row: row, style: span.style, clip: clip)
    }
    return cursor
  }

  /// Fills every cell of `rect` with `character` in `style`.
  public mutating func fill(
    _ rect: Rect, with character: Character = " ", style: CellStyle = .plain
  ) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let cell = Cell(character, style: style)
    for row in area.y..<area.maxY {
      // Cell by cell, `put` would blank the halves of wide graphemes the fill cuts; inside the
      // area every cell is overwritten anyway, so only the two edges can hold such a half.
      put(cell, column: area.x, row: row)
      put(cell, column: area.maxX - 1, row: row)
      let start = row * size.width + area.x
      if area.width > 2 {
        cells.replaceSubrange(
          (start + 1)..<(start + area.width - 1), with: repeatElement(cell, count: area.width - 2))
      }
    }
  }

  /// Copies the cells of `rect` from `other`, a canvas of the same size: a part of the screen
  /// that has not changed since `other` was drawn. Does nothing when the sizes differ.
  public mutating func copy(_ rect: Rect, from other: Canvas) {
    let area = rect.intersection(bounds)
    guard other.size == size, !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      let start = row * size.width + area.x
      cells.replaceSubrange(
        start..<(start + area.width), with: other.cells[start..<(start + area.width)])
    }
  }

  /// Copies the rows `rows` of `other` onto this canvas with their top-left at `column`, `row`,
  /// clipped to this canvas: a scrolled window of a taller picture.
  public mutating func paste(_ other: Canvas, rows: Range<Int>, column: Int, row: Int) {
    let width = min(other.size.width, size.width - column)
    guard column >= 0, width > 0 else { return }
    for (index, source) in rows.enumerated() {
      let target = row + index
      guard source >= 0, source < other.size.height, target >= 0, target < size.height else {
        continue
      }
      let from = source * other.size.width
      let start = target * size.width + column
      cells.replaceSubrange(start..<(start + width), with: other.cells[from..<(from + width)])
    }
  }

  /// Changes the style of every cell in `rect`, keeping the characters.
  public mutating func restyle(_ rect: Rect, to style: CellStyle) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX {
        cells[row * size.width + column].style = style
      }
    }
  }

  // MARK: - Reading

  /// The cells of one row (empty outside the canvas), e.g. to skip rows that did not change.
  public func cells(row: Int) -> ArraySlice<Cell> {
    guard row >= 0, row < size.height else { return [] }
    return cells[(row * size.width)..<((row + 1) * size.width)]
  }

  /// Each row as text (continuation cells omitted), as a terminal would show it.
  public var lines: [String] {
    (0..<size.height).map { row in
      var line = ""
      for column in 0..<size.width {
        let cell = cells[row * size.width + column]
        if !cell.isContinuation { line.append(cell.character) }
      }
      return line
    }
  }

  /// The runs of one row that share a style: what the adapter sends to the terminal.
  /// Continuation cells are folded into the run of their wide grapheme.
  public func runs(row: Int) -> [Span] {
    placedRuns(row: row).map(\.run)
  }

  /// The runs of `row`, each with the column it starts at (so a terminal can place a run
  /// without measuring its text again).
  public func placedRuns(row: Int) -> [(column: Int, run: Span)] {
    guard row >= 0, row < size.height else { return [] }
    var runs: [(column: Int, run: Span)] = []
    for column in 0..<size.width {
      let cell = cells[row * size.width + column]
      if cell.isContinuation { continue }
      if let last = runs.last, last.run.style == cell.style {
        runs[runs.count - 1].run.text.append(cell.character)
      } else {
        runs.append((column, Span(String(cell.character), style: cell.style)))
      }
    }
    return runs
  }

  // MARK: - Internals

  /// Places one cell, first blanking any wide grapheme it would cut in half.
  private mutating func put(_ cell: Cell, column: Int, row: Int) {
    guard bounds.contains(column: column, row: row) else { return }
    let index = row * size.width + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    if !cell.isContinuation, column + 1 < size.width, cells[index + 1].isContinuation {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
    cells[index] = cell
  }
}
