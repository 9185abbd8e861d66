import Scenarios

/// Text made safe to place between tags or inside a quoted attribute of SVG and HTML.
///
/// Scenario files are untrusted: a title may hold `<`, `&`, quotes or control characters.
/// XML 1.0 forbids most control characters even as entities, so they become U+FFFD rather
/// than being dropped silently, which keeps the spot visible to the reader.
public enum MarkupText {
  /// `text` with markup characters as entities and unrepresentable characters replaced.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n": escaped.unicodeScalars.append(scalar)
      default:
        escaped.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return escaped
  }

  /// Whether XML 1.0 accepts the scalar as character data (C1 controls are legal there but
  /// draw nothing useful, so they are refused too).
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
    default: true
    }
  }
}
