/// How wide DejaVu Sans sets a text, and where a paragraph breaks to fit a width: the device
/// pictures lay text out themselves, since SVG does not wrap.
///
/// ASCII takes the font's own advance widths (``DejaVuSansMetrics``); other characters an
/// estimate on the wide side, so a line never overflows its box.
enum TextMetrics {
  /// The width of `text` in `style`, in picture units.
  static func width(_ text: some StringProtocol, style: PictureTextStyle) -> Int {
    let table = style.isBold ? DejaVuSansMetrics.bold : DejaVuSansMetrics.regular
    var thousandths = 0
    for scalar in text.unicodeScalars {
      thousandths += advance(of: scalar, in: table)
    }
    return (thousandths * style.size + 999) / 1000
  }

  /// `text` broken into lines no wider than `width`, at spaces (a word wider than a line is
  /// cut where it overflows).
  static func lines(_ text: String, width: Int, style: PictureTextStyle) -> [Substring] {
    let table = style.isBold ? DejaVuSansMetrics.bold : DejaVuSansMetrics.regular
    let limit = width * 1000 / style.size
    var lines: [Substring] = []
    var lineStart = text.startIndex
    var lineWidth = 0
    // The last space on the current line, and the line's width up to it.
    var lastSpace: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let advance = character.unicodeScalars.reduce(0) { $0 + Self.advance(of: $1, in: table) }
      if character == " " {
        lastSpace = index
      }
      if lineWidth + advance > limit, character != " ", index > lineStart {
        let end = lastSpace ?? index
        lines.append(text[lineStart..<end])
        lineStart = lastSpace.map { text.index(after: $0) } ?? index
        lastSpace = nil
        lineWidth = text[lineStart..<index].unicodeScalars.reduce(0) {
          $0 + Self.advance(of: $1, in: table)
        }
      }
      lineWidth += advance
      index = text.index(after: index)
    }
    if lineStart < text.endIndex || lines.isEmpty {
      lines.append(text[lineStart...])
    }
    return lines
  }

  private static func advance(of scalar: Unicode.Scalar, in table: [Int]) -> Int {
    let value = Int(scalar.value)
    if value >= 0x20, value < 0x7F { return table[value - 0x20] }
    switch value {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0x1F000...0x1FAFF:
      return 1000
    default: return 720
    }
  }
}
