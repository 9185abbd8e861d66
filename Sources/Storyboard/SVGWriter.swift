import Scenarios

/// Writes a device picture's SVG into one growing string: every element is appended in place,
/// numbers as integers, text escaped scalar by scalar, so a picture costs one buffer rather
/// than an allocation per element.
///
/// Shapes name a class of ``DevicePictureStyle`` rather than carrying their own colours, so a
/// page holding many pictures states each colour once.
public struct SVGWriter {
  /// The markup written so far.
  public private(set) var output: String
  /// Whether runs of AgeTUI's wording get their dotted underline.
  public let showsWordingMarks: Bool

  /// An empty writer with room for `capacity` bytes.
  public init(capacity: Int = 4096, showsWordingMarks: Bool) {
    output = ""
    output.reserveCapacity(capacity)
    self.showsWordingMarks = showsWordingMarks
  }

  /// A rectangle, with corners of `radius`.
  public mutating func rect(
    x: Int, y: Int, width: Int, height: Int, radius: Int = 0, class name: StaticString
  ) {
    output += "<rect"
    attribute("x", x)
    attribute("y", y)
    attribute("width", width)
    attribute("height", height)
    if radius > 0 { attribute("rx", radius) }
    endShape(class: name)
  }

  /// A circle.
  public mutating func circle(x: Int, y: Int, radius: Int, class name: StaticString) {
    output += "<circle"
    attribute("cx", x)
    attribute("cy", y)
    attribute("r", radius)
    endShape(class: name)
  }

  /// A path; `data` is path data this module made (never scenario text).
  public mutating func path(_ data: String, class name: StaticString) {
    output += "<path d=\""
    output += data
    output += "\""
    endShape(class: name)
  }

  /// Appends ` name="value"`.
  private mutating func attribute(_ name: StaticString, _ value: Int) {
    output += " "
    output += name.description
    output += "=\""
    number(value)
    output += "\""
  }

  /// Ends a shape's element: its style class, then the element closes (shapes hold nothing).
  private mutating func endShape(class name: StaticString) {
    output += " class=\""
    output += name.description
    output += "\"/>"
  }

  /// A line of text, and its dotted underline when it is AgeTUI's wording and marks show.
  public mutating func text(_ run: PictureText) {
    output += "<text"
    attribute("x", run.x)
    attribute("y", run.baseline)
    output += " class=\""
    output += run.style.rawValue
    switch run.anchor {
    case .start: break
    case .middle: output += "\" text-anchor=\"middle"
    case .end: output += "\" text-anchor=\"end"
    }
    output += "\">"
    escape(run.text)
    output += "</text>"
    guard run.isAssumedWording, showsWordingMarks else { return }
    let width = TextMetrics.width(run.text, style: run.style)
    let start: Int
    switch run.anchor {
    case .start: start = run.x
    case .middle: start = run.x - width / 2
    case .end: start = run.x - width
    }
    output += "<path class=\"mark\" d=\"M"
    number(start)
    output += " "
    number(run.baseline + 3)
    output += "h"
    number(width)
    output += "\"/>"
  }

  /// `other`'s markup moved down by `y` (and across by `x`).
  public mutating func place(_ other: SVGWriter, x: Int = 0, y: Int) {
    guard !other.output.isEmpty else { return }
    output += "<g transform=\"translate("
    number(x)
    output += " "
    number(y)
    output += ")\">"
    output += other.output
    output += "</g>"
  }

  /// Markup this module made, as it is.
  public mutating func raw(_ markup: String) {
    output += markup
  }

  /// Appends an integer (a short number is a small string: no allocation).
  public mutating func number(_ value: Int) {
    output += String(value)
  }

  /// Appends `text` escaped as ``MarkupText/escape(_:)`` does, without an intermediate string.
  public mutating func escape(_ text: some StringProtocol) {
    // Most text has nothing to escape: appended whole.
    if !text.utf8.contains(where: Self.mayNeedEscape) {
      output += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case _ where TerminalSafeText.isBidiControl(scalar):
        output += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: output.unicodeScalars.append(MarkupText.isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
  }

  /// Whether a UTF-8 byte starts something `escape` may change: markup characters, controls,
  /// and the lead bytes of C1 controls (U+0080–U+009F), of U+FFFE–U+FFFF and of the bidi
  /// controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069).
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case 0..<0x20, 0x7F, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "\""), UInt8(ascii: "'"), 0xC2, 0xD8, 0xE2, 0xEF:
      true
    default: false
    }
  }
}
