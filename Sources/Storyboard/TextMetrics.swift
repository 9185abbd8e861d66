/// How wide DejaVu Sans sets a text, and where a paragraph breaks to fit a width: the device
/// pictures lay text out themselves, since SVG does not wrap.
///
/// ASCII takes the font's own advance widths (``DejaVuSansMetrics``); other characters an
/// estimate on the wide side, so a line never overflows its box.
public enum TextMetrics {
  /// The width of `text` in `style`, in picture units.
  public static func width(_ text: some StringProtocol, style: PictureTextStyle) -> Int {
    let table = style.isBold ? DejaVuSansMetrics.bold : DejaVuSansMetrics.regular
    var thousandths = 0
    for scalar in text.unicodeScalars {
      thousandths += advance(of: scalar, in: table)
    }
    return (thousandths * style.size + 999) / 1000
  }

  /// `text` broken into lines no wider than `width`, at spaces (a word wider than a line is
  /// cut where it overflows).
  ///
  /// Walks the text's scalars, not its characters: a storyboard wraps every paragraph of every
  /// picture, and grapheme breaking cost more than the rest of the layout.
  public static func lines(_ text: String, width: Int, style: PictureTextStyle) -> [Substring] {
    let table = style.isBold ? DejaVuSansMetrics.bold : DejaVuSansMetrics.regular
    let limit = width * 1000 / style.size
    let scalars = text.unicodeScalars
    var lines: [Substring] = []
    var lineStart = scalars.startIndex
    var lineWidth = 0
    // The last space on the current line, and the line's width after it.
    var lastSpace: String.Index?
    var widthAfterSpace = 0
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let advance = Self.advance(of: scalar, in: table)
      if scalar == " " {
        lastSpace = index
        widthAfterSpace = 0
      } else if lineWidth + advance > limit, index > lineStart {
        if let space = lastSpace {
          lines.append(text[lineStart..<space])
          lineStart = scalars.index(after: space)
          lineWidth = widthAfterSpace
        } else {
          lines.append(text[lineStart..<index])
          lineStart = index
          lineWidth = 0
        }
        lastSpace = nil
        widthAfterSpace = 0
      }
      lineWidth += advance
      if scalar != " " { widthAfterSpace += advance }
      index = scalars.index(after: index)
    }
    if lineStart < scalars.endIndex || lines.isEmpty {
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
