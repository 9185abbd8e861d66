import FlowEngine
import Scenarios

/// Text made safe inside a Mermaid statement.
///
/// Mermaid reads `#name;` and `#123;` as entity codes (decimal); a bare `#` or `;` ends a
/// message (`;` separates statements), `%%` starts a comment, `<…>` is HTML, and message text
/// turns `[text](url)` into a link. So `#`, `;`, `%`, `<` and `>` are written as entity codes,
/// as is a `]` followed by `(`, and line breaks become `<br/>`. Inside a quoted state name a
/// `"` would end the name, so `quotes` escapes it too.
public enum MermaidText {
  /// The text with Mermaid's special characters written as entity codes.
  public static func escaped(_ text: String, quotes: Bool = false) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "%": result += "#37;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "\"" where quotes: result += "#quot;"
      case "\n", "\r\n", "\r": result += "<br/>"
      case "(" where previous == "]":
        result.removeLast()
        result += "#93;("
      default: result.append(character)
      }
      previous = character
    }
    return result
  }

  /// The width a note's paragraphs are wrapped to.
  static let noteWidth = 90

  /// Paragraphs escaped and wrapped, joined by line breaks.
  public static func note(_ paragraphs: [String]) -> String {
    paragraphs.flatMap { ReportText.wrap($0, width: noteWidth, indent: "") }
      .map { MermaidText.escaped($0) }.joined(separator: "<br/>")
  }
}
