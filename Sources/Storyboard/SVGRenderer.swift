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
    return svg + cells(canvas, area: area) + "</svg>\n"
  }

  /// `area` of `canvas` as a group to set inside another picture (a phone's screen), placed by
  /// `transform`: the cells ``render(_:area:title:includesStyle:)`` draws, without a root.
  public static func group(_ canvas: Canvas, area: Rect, transform: String) -> String {
    "<g class=\"agetui-screen\" transform=\"\(transform)\" font-family=\"\(fontFamily)\" "
      + "font-size=\"16\" xml:space=\"preserve\">"
      + cells(canvas, area: area.intersection(canvas.bounds)) + "</g>"
  }

  /// The background, then the cells' backgrounds, strokes and text.
  private static func cells(_ canvas: Canvas, area: Rect) -> String {
    var svg =
      "<rect class=\"s-bg\" width=\"\(area.width * cellWidth)\" "
      + "height=\"\(area.height * cellHeight)\"/>"
    var layers = Layers()
    for row in 0..<area.height {
      layers.add(row: row, of: canvas, in: area)
    }
    svg += String(decoding: layers.backgrounds, as: UTF8.self)
    svg += layers.strokes
    svg += String(decoding: layers.texts, as: UTF8.self)
    return svg
  }

  /// The three layers of a picture, drawn bottom to top; the rectangles and the text are
  /// written as UTF-8 bytes (a page holds about a thousand text runs per step, and appending to
  /// a String piece by piece cost more than drawing the screens).
  private struct Layers {
    var backgrounds: [UInt8] = []
    var texts: [UInt8] = []
    /// Stroke commands per class, merged where a line continues into the next cell.
    var paths: [StrokeClass: [PathSegment]] = [:]
    /// Where each stroke ends, so the next cell's stroke can extend it.
    var lineEnds: [LineEnd: Int] = [:]

    var strokes: String {
      paths.keys.map { ($0.name, $0) }.sorted { $0.0 < $1.0 }.map { name, key in
        let commands = (paths[key] ?? []).map(\.command).joined()
        return "<path class=\"\(name)\" d=\"\(commands)\"/>"
      }.joined()
    }

    mutating func add(row: Int, of canvas: Canvas, in area: Rect) {
      let top = row * cellHeight
      var run: TextRun?
      for column in 0..<area.width {
        guard let cell = canvas[area.x + column, area.y + row], !cell.isContinuation else {
          continue
        }
        // Most cells hold one scalar that is a grapheme of its own: measured and matched as a
        // scalar, without making a Character (a string) of it.
        let scalar: Unicode.Scalar? = cell.scalarCount == 1 ? cell.leadingScalar : nil
        let cellWidthInColumns: Int
        var box: BoxDrawing?
        if let scalar {
          cellWidthInColumns = max(1, DisplayWidth.of(scalar))
          box = BoxDrawing.of(scalar)
        } else {
          cellWidthInColumns = max(1, DisplayWidth.of(cell.character))
          box = BoxDrawing.of(cell.character)
        }
        if let box {
          stroke(box, style: cell.style, column: column, top: top)
        }
        if let current = run, current.style == cell.style, cellWidthInColumns == 1,
          !current.isWide
        {
          if box != nil {
            run?.append(" " as Unicode.Scalar)
          } else if let scalar {
            run?.append(scalar)
          } else {
            run?.append(cell.character)
          }
        } else {
          if let finished = run { flush(finished, top: top) }
          var started = TextRun(column: column, style: cell.style, columns: cellWidthInColumns)
          if box != nil {
            started.add(" " as Unicode.Scalar)
          } else if let scalar {
            started.add(scalar)
          } else {
            started.add(cell.character)
          }
          run = started
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
        backgrounds += "<rect class=\"".utf8
        backgrounds += colorClass.utf8
        backgrounds += "\" x=\"".utf8
        backgrounds += String(run.column * cellWidth).utf8
        backgrounds += "\" y=\"".utf8
        backgrounds += String(top).utf8
        backgrounds += "\" width=\"".utf8
        backgrounds += String(run.columns * cellWidth).utf8
        backgrounds += "\" height=\"".utf8
        backgrounds += String(cellHeight).utf8
        backgrounds += "\"/>".utf8
      }
      // Blanks draw nothing; trimming them keeps textLength true to the glyphs drawn.
      guard let (leading, trimmed, count) = run.trimmed() else { return }
      let columns = run.isWide ? 2 : count
      texts += "<text class=\"".utf8
      texts += (isReverse ? "s-inv" : colorClass).utf8
      if emphasis.contains(.bold) { texts += " s-b".utf8 }
      if emphasis.contains(.dim) { texts += " s-d".utf8 }
      if emphasis.contains(.underline) { texts += " s-u".utf8 }
      texts += "\" x=\"".utf8
      texts += String((run.column + leading) * cellWidth).utf8
      texts += "\" y=\"".utf8
      texts += String(top + baseline).utf8
      texts += "\" textLength=\"".utf8
      texts += String(columns * cellWidth).utf8
      texts += "\" lengthAdjust=\"spacingAndGlyphs\">".utf8
      for scalar in trimmed {
        MarkupText.append(scalar, to: &texts)
      }
      texts += "</text>".utf8
    }

    private mutating func stroke(_ box: BoxDrawing, style: CellStyle, column: Int, top: Int) {
      let key = StrokeClass(isHeavy: box.isHeavy, color: style.foreground)
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
      for segment in segments {
        // A line that continues from the cell before (or above) extends that stroke. The
        // segments are changed in place: a copy out of the dictionary and back copied them all.
        if let index = lineEnds.removeValue(forKey: segment.end(of: key, at: segment.from)) {
          paths[key, default: []][index].to = segment.to
          lineEnds[segment.end(of: key, at: segment.to)] = index
        } else {
          lineEnds[segment.end(of: key, at: segment.to)] = paths[key, default: []].count
          paths[key, default: []].append(segment)
        }
      }
    }
  }

  /// The class of a stroke: its weight and its colour.
  private struct StrokeClass: Hashable {
    var isHeavy: Bool
    var color: TerminalColor?

    /// The SVG classes, e.g. `s-ln s-fg`.
    var name: String { "\(isHeavy ? "s-hv" : "s-ln") \(SVGPalette.colorClass(color))" }
  }

  /// Where a stroke of one class, direction and line ends.
  private struct LineEnd: Hashable {
    var stroke: StrokeClass
    var isHorizontal: Bool
    var fixed: Int
    var end: Int
  }

  /// Consecutive cells of one style, wide graphemes alone.
  private struct TextRun {
    var column: Int
    var style: CellStyle
    var columns: Int
    /// The run's Unicode scalars, in order.
    var scalars: [Unicode.Scalar] = []
    /// Whether every scalar is a grapheme of its own (`DisplayWidth.isStandalone`): then the
    /// run's characters are its scalars, counted without grapheme breaking.
    var isStandalone = true

    init(column: Int, style: CellStyle, columns: Int) {
      self.column = column
      self.style = style
      self.columns = columns
    }

    var isWide: Bool { columns == 2 && characterCount == 1 }

    /// The run's characters, counted as `String.count` counts them.
    var characterCount: Int { isStandalone ? scalars.count : text.count }

    /// The run as a string.
    var text: String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars)
      return String(view)
    }

    /// The first character, without counting a column.
    mutating func add(_ scalar: Unicode.Scalar) {
      scalars.append(scalar)
      if isStandalone, !DisplayWidth.isStandalone(scalar) { isStandalone = false }
    }

    /// The first character, a grapheme of several scalars, without counting a column.
    mutating func add(_ character: Character) {
      scalars += character.unicodeScalars
      isStandalone = false
    }

    mutating func append(_ scalar: Unicode.Scalar) {
      add(scalar)
      columns += 1
    }

    mutating func append(_ character: Character) {
      add(character)
      columns += 1
    }

    /// The run without its leading and trailing spaces: how many leading spaces, the scalars
    /// left, and how many characters they are; nil when the run is all spaces.
    func trimmed() -> (leading: Int, scalars: [Unicode.Scalar], count: Int)? {
      if isStandalone {
        let leading = scalars.prefix { $0 == " " }.count
        guard leading < scalars.count else { return nil }
        let trailing = scalars.reversed().prefix { $0 == " " }.count
        let kept = Array(scalars[leading..<(scalars.count - trailing)])
        return (leading, kept, kept.count)
      }
      let text = self.text
      let leading = text.prefix { $0 == " " }.count
      let trimmed = String(text.dropFirst(leading).reversed().drop { $0 == " " }.reversed())
      guard !trimmed.isEmpty else { return nil }
      return (leading, Array(trimmed.unicodeScalars), trimmed.count)
    }
  }

  /// One straight stroke: horizontal at `fixed` (a y) or vertical at `fixed` (an x).
  private struct PathSegment {
    var isHorizontal: Bool
    var fixed: Int
    var from: Int
    var to: Int

    /// Where this stroke, of class `stroke`, ends if it ends at `end`.
    func end(of stroke: StrokeClass, at end: Int) -> LineEnd {
      LineEnd(stroke: stroke, isHorizontal: isHorizontal, fixed: fixed, end: end)
    }

    var command: String {
      isHorizontal ? "M\(from) \(fixed)H\(to)" : "M\(fixed) \(from)V\(to)"
    }
  }
}
