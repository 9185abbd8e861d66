import Scenarios

/// Text made safe to place between tags or inside a quoted attribute of SVG and HTML.
///
/// Scenario files are untrusted: a title may hold `<`, `&`, quotes or control characters.
/// XML 1.0 forbids most control characters even as entities, so they become U+FFFD rather
/// than being dropped silently, which keeps the spot visible to the reader. A bidirectional
/// formatting character (U+202E and the rest: `TerminalSafeText.isBidiControl`) is written as
/// a character reference (`&#x202E;`), so the file holds none raw: a page or picture read as
/// text (an editor, a diff, a terminal) shows its bytes as they are, and a browser still draws
/// a right-to-left name as its author meant, inside its own element.
public enum MarkupText {
  /// `text` with markup characters as entities and unrepresentable characters replaced.
  public static func escape(_ text: String) -> String {
    // Most text has nothing to escape: kept as it is.
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      append(scalar, to: &escaped)
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// Appends `scalar` to UTF-8 `bytes` as `escape` writes it: for a writer that builds its
  /// markup as bytes (the SVG renderer's thousands of text runs).
  static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    switch scalar {
    case "&": bytes += "&amp;".utf8
    case "<": bytes += "&lt;".utf8
    case ">": bytes += "&gt;".utf8
    case "\"": bytes += "&quot;".utf8
    case "'": bytes += "&#39;".utf8
    case "\t", "\n": UTF8.encode(scalar) { bytes.append($0) }
    case _ where TerminalSafeText.isBidiControl(scalar):
      bytes += "&#x\(String(scalar.value, radix: 16, uppercase: true));".utf8
    default: UTF8.encode(isAllowed(scalar) ? scalar : "\u{FFFD}") { bytes.append($0) }
    }
  }

  /// Whether `escape` changes the scalar.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'": true
    case "\t", "\n": false
    default: !isAllowed(scalar) || TerminalSafeText.isBidiControl(scalar)
    }
  }

  /// Whether XML 1.0 accepts the scalar as character data (C1 controls are legal there but
  /// draw nothing useful, so they are refused too).
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
    default: true
    }
  }
}
