/// The box-drawing characters that SVG draws as strokes instead of glyphs.
///
/// Fonts draw these glyphs at their own heights and line gaps, so a border set as text breaks
/// into dashes between rows; strokes from the cell's centre to its edges join exactly.
/// Characters not listed here (dashed, double or mixed-weight lines) stay text.
struct BoxDrawing: Hashable, Sendable {
  /// The arms that leave the cell's centre.
  struct Arms: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let up = Arms(rawValue: 1 << 0)
    static let right = Arms(rawValue: 1 << 1)
    static let down = Arms(rawValue: 1 << 2)
    static let left = Arms(rawValue: 1 << 3)
  }

  /// Which arms the character draws.
  var arms: Arms
  /// Whether the lines are heavy (`━ ┃ ┏`) rather than light (`─ │ ┌`).
  var isHeavy: Bool

  /// The drawing of `character`, or nil when it should stay text.
  static func of(_ character: Character) -> BoxDrawing? {
    if let arms = light[character] { return BoxDrawing(arms: arms, isHeavy: false) }
    if let arms = heavy[character] { return BoxDrawing(arms: arms, isHeavy: true) }
    return nil
  }

  /// The drawing of a one-scalar character, or nil when it should stay text: a cell's
  /// character checked without making a Character of it.
  static func of(_ scalar: Unicode.Scalar) -> BoxDrawing? {
    guard (0x2500...0x257F).contains(scalar.value) else { return nil }
    return of(Character(scalar))
  }

  private static let light: [Character: Arms] = [
    "─": [.left, .right], "│": [.up, .down],
    "┌": [.right, .down], "┐": [.left, .down], "└": [.up, .right], "┘": [.up, .left],
    "╭": [.right, .down], "╮": [.left, .down], "╰": [.up, .right], "╯": [.up, .left],
    "├": [.up, .down, .right], "┤": [.up, .down, .left],
    "┬": [.left, .right, .down], "┴": [.left, .right, .up],
    "┼": [.up, .right, .down, .left],
  ]

  private static let heavy: [Character: Arms] = [
    "━": [.left, .right], "┃": [.up, .down],
    "┏": [.right, .down], "┓": [.left, .down], "┗": [.up, .right], "┛": [.up, .left],
    "┣": [.up, .down, .right], "┫": [.up, .down, .left],
    "┳": [.left, .right, .down], "┻": [.left, .right, .up],
    "╋": [.up, .right, .down, .left],
  ]
}
