import AgeScreen

/// Draws a canvas (or a rectangle of it) as SVG: the TUI's own cells, colours and emphasis, so
/// a picture shows exactly what the terminal would.
///
/// Written as text rather than as ``HTMLNode``s: a screen is thousands of tiny, regular
/// elements whose exact bytes the tests pin down.
///
/// Each cell is ``cellWidth`` × ``cellHeight`` units. Text runs carry `textLength`, so any
/// monospace font (or a fallback for a wide or rare glyph) still lands on the grid; a wide
/// grapheme is a run of its own, two cells wide. Light and heavy box-drawing characters are
/// strokes (see ``BoxDrawing``). Reverse video is a filled rectangle under text in the
/// background colour; bold, dim and underline are classes styled by ``SVGPalette``.
public enum SVGRenderer {
  /// The width of one cell.
  public static let cellWidth = 10
  /// The height of one cell.
  public static let cellHeight = 20
  /// Where text sits in a cell, from its top.
  static let baseline = 15
  /// Fonts with box drawing and wide coverage first; whatever monospace the reader has last.
  static let fontFamily =
    "'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono','Noto Sans Mono',monospace"

  /// The SVG of `area` of `canvas` (default: all of it).
  /// - Parameters:
  ///   - title: An accessible name, also shown as a tooltip.
  ///   - includesStyle: Whether to embed ``SVGPalette/css``; a page holding many pictures
  ///     includes it once instead.
  public static func render(
    _ canvas: Canvas, area: Rect? = nil, title: String? = nil, includesStyle: Bool = true
  ) -> String {
    let area = (area ?? canvas.bounds).intersection(canvas.bounds)
    let width = area.width * cellWidth
    let height = area.height * cellHeight
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-screen\" "
      + "viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" "
      + "font-family=\"\(fontFamily)\" font-size=\"16\" xml:space=\"preserve\""
    if let title {
      svg += " role=\"img\" aria-label=\"\(MarkupText.escape(title))\">"
      svg += "<title>\(MarkupText.escape(title))</title>"
    } else {
      svg += ">"
    }
    if includesStyle { svg += "<style>\(SVGPalette.css)</style>" }
    svg += "<rect class=\"s-bg\" width=\"\(width)\" height=\"\(height)\"/>"
    var layers = Layers()
    for row in 0..<area.height {
      layers.add(row: row, of: canvas, in: area)
    }
    svg += layers.backgrounds + layers.strokes + layers.texts
    return svg + "</svg>\n"
  }

  /// The three layers of a picture, drawn bottom to top.
  private struct Layers {
    var backgrounds = ""
    var texts = ""
    /// Stroke commands per class, merged where a line continues into the next cell.
    var paths: [String: [PathSegment]] = [:]
    /// Where each stroke ends, so the next cell's stroke can extend it.
    var lineEnds: [String: Int] = [:]

    var strokes: String {
      paths.keys.sorted().map { key in
        let commands = (paths[key] ?? []).map(\.command).joined()
        return "<path class=\"\(key)\" d=\"\(commands)\"/>"
      }.joined()
    }

    mutating func add(row: Int, of canvas: Canvas, in area: Rect) {
      let top = row * cellHeight
      var run: TextRun?
      for column in 0..<area.width {
        guard let cell = canvas[area.x + column, area.y + row], !cell.isContinuation else {
          continue
        }
        let cellWidthInColumns = max(1, DisplayWidth.of(cell.character))
        var character = cell.character
        if let box = BoxDrawing.of(cell.character) {
          stroke(box, style: cell.style, column: column, top: top)
          character = " "
        }
        if let current = run, current.style == cell.style, cellWidthInColumns == 1,
          !current.isWide
        {
          run?.append(character)
        } else {
          if let finished = run { flush(finished, top: top) }
          run = TextRun(
            column: column, style: cell.style, text: String(character),
            columns: cellWidthInColumns)
        }
        if cellWidthInColumns == 2, let finished = run {
          flush(finished, top: top)
          run = nil
        }
      }
      if let finished = run { flush(finished, top: top) }
    }

    private mutating func flush(_ run: TextRun, top: Int) {
      let emphasis = run.style.emphasis
      let isReverse = emphasis.contains(.reverse)
      let colorClass = SVGPalette.colorClass(run.style.foreground)
      if isReverse {
        backgrounds +=
          "<rect class=\"\(colorClass)\" x=\"\(run.column * cellWidth)\" y=\"\(top)\" "
          + "width=\"\(run.columns * cellWidth)\" height=\"\(cellHeight)\"/>"
      }
      // Blanks draw nothing; trimming them keeps textLength true to the glyphs drawn.
      let leading = run.text.prefix { $0 == " " }.count
      let trimmed = run.text.dropFirst(leading).reversed().drop { $0 == " " }.reversed()
      guard !trimmed.isEmpty else { return }
      let columns = run.isWide ? 2 : trimmed.count
      var classes = [isReverse ? "s-inv" : colorClass]
      if emphasis.contains(.bold) { classes.append("s-b") }
      if emphasis.contains(.dim) { classes.append("s-d") }
      if emphasis.contains(.underline) { classes.append("s-u") }
      texts +=
        "<text class=\"\(classes.joined(separator: " "))\" "
        + "x=\"\((run.column + leading) * cellWidth)\" y=\"\(top + baseline)\" "
        + "textLength=\"\(columns * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\">"
        + MarkupText.escape(String(trimmed)) + "</text>"
    }

    private mutating func stroke(_ box: BoxDrawing, style: CellStyle, column: Int, top: Int) {
      let key =
        "\(box.isHeavy ? "s-hv" : "s-ln") \(SVGPalette.colorClass(style.foreground))"
      let left = column * cellWidth
      let centerX = left + cellWidth / 2
      let centerY = top + cellHeight / 2
      var segments: [PathSegment] = []
      if box.arms.contains(.left) || box.arms.contains(.right) {
        let from = box.arms.contains(.left) ? left : centerX
        let to = box.arms.contains(.right) ? left + cellWidth : centerX
        segments.append(PathSegment(isHorizontal: true, fixed: centerY, from: from, to: to))
      }
      if box.arms.contains(.up) || box.arms.contains(.down) {
        let from = box.arms.contains(.up) ? top : centerY
        let to = box.arms.contains(.down) ? top + cellHeight : centerY
        segments.append(PathSegment(isHorizontal: false, fixed: centerX, from: from, to: to))
      }
      var existing = paths[key] ?? []
      for segment in segments {
        // A line that continues from the cell before (or above) extends that stroke.
        if let index = lineEnds.removeValue(forKey: segment.joinKey(key, at: segment.from)) {
          existing[index].to = segment.to
          lineEnds[segment.joinKey(key, at: segment.to)] = index
        } else {
          lineEnds[segment.joinKey(key, at: segment.to)] = existing.count
          existing.append(segment)
        }
      }
      paths[key] = existing
    }
  }

  /// Consecutive cells of one style, wide graphemes alone.
  private struct TextRun {
    var column: Int
    var style: CellStyle
    var text: String
    var columns: Int

    var isWide: Bool { columns == 2 && text.count == 1 }

    mutating func append(_ character: Character) {
      text.append(character)
      columns += 1
    }
  }

  /// One straight stroke: horizontal at `fixed` (a y) or vertical at `fixed` (an x).
  private struct PathSegment {
    var isHorizontal: Bool
    var fixed: Int
    var from: Int
    var to: Int

    /// Identifies a stroke of class `key` in this direction and line ending at `end`.
    func joinKey(_ key: String, at end: Int) -> String {
      "\(key) \(isHorizontal ? "h" : "v")\(fixed) \(end)"
    }

    var command: String {
      isHorizontal ? "M\(from) \(fixed)H\(to)" : "M\(fixed) \(from)V\(to)"
    }
  }
}
