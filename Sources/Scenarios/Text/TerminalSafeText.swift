import FlowEngine

/// Makes text from a file or the command line safe to print to a terminal or to write into a
/// text, Markdown or Mermaid report.
///
/// A scenario's names, narration and values, a path, or a value echoed in an error could
/// otherwise carry escape sequences (an OSC sequence retitles the window, others move the
/// cursor or rewrite what is shown) or bidirectional overrides that make a line read
/// differently from what it holds. Every such character is shown as a Swift-style escape
/// (`\u{1B}`) instead: the C0 controls (all but the newline, where a format keeps line
/// breaks), DEL, the C1 controls, the line and paragraph separators, and every bidirectional
/// formatting character (``isBidiControl(_:)``: the embeddings, overrides and isolates
/// U+202A–U+202E and U+2066–U+2069, and the marks U+061C, U+200E and U+200F). The escape uses
/// only safe
/// characters, so escaping twice changes nothing. JSON is not passed through here: its
/// encoder writes its own escapes.
public enum TerminalSafeText {
  /// Whether a character must not reach a terminal raw (a newline is judged by the caller).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: isBidiControl(scalar)
    }
  }

  /// Whether a character is one of Unicode's bidirectional formatting characters (the
  /// Bidi_Control property): the Arabic letter mark, the left-to-right and right-to-left marks,
  /// the embeddings and overrides, and the isolates. Each can make a line read differently from
  /// what it holds, so every output escapes or neutralises them (JSON as `\u202e`, HTML and
  /// SVG as character references, text and Markdown as here).
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The text with every unsafe character escaped; newlines stay when `keepsNewlines`
  /// (multi-line reports), and are escaped too otherwise (one-line messages).
  public static func escaping(_ text: String, keepsNewlines: Bool = true) -> String {
    let scalars = text.unicodeScalars
    guard scalars.contains(where: { isUnsafe($0) && !(keepsNewlines && $0 == "\n") }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in scalars {
      if isUnsafe(scalar), !(keepsNewlines && scalar == "\n") {
        result.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `\u{1B}` for ESC: uppercase hexadecimal, no leading zeros.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
