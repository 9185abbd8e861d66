/// A rectangle of cells on a canvas: origin at the top-left, sizes in columns and rows.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in columns (never negative).
  public var width: Int
  /// Height in rows (never negative).
  public var height: Int

  /// Creates a rectangle; negative sizes are clamped to zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The rectangle covering a whole canvas or terminal of `size`.
  public init(_ size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// One past the right-most column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// `true` when the rectangle has no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// `true` when the cell at column `column`, row `row` lies inside.
  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The rectangle shrunk by `amount` cells on every side (empty if nothing is left).
  public func inset(by amount: Int) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// A rectangle of `width` × `height` centred in this one (an overlay over the panes).
  public func centered(width: Int, height: Int) -> Rect {
    Rect(
      x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width,
      height: height)
  }

  /// Where an overlay framed by this rectangle puts its text: inside the border, with one blank
  /// column on each side.
  public var overlayText: Rect {
    let inner = inset(by: 1)
    return Rect(x: inner.x + 1, y: inner.y, width: inner.width - 2, height: inner.height)
  }

  /// The part of this rectangle that also lies inside `other`.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// Splits into a top part of `rows` rows and the rest below it.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// Splits into the rest above and a bottom part of `rows` rows.
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - taken),
      Rect(x: x, y: maxY - taken, width: width, height: taken)
    )
  }

  /// Splits into `count` side-by-side columns of equal width; the left-most columns take the
  /// remainder so the pieces always cover the whole rectangle.
  public func columns(_ count: Int) -> [Rect] {
    guard count > 0 else { return [] }
    let base = width / count
    let extra = width % count
    var left = x
    return (0..<count).map { index in
      let columnWidth = base + (index < extra ? 1 : 0)
      defer { left += columnWidth }
      return Rect(x: left, y: y, width: columnWidth, height: height)
    }
  }

  /// Prints as `(x,y) w×h`.
  public var description: String { "(\(x),\(y)) \(width)×\(height)" }
}
