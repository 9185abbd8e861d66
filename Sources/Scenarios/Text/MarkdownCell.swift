/// Text made safe inside one cell of a Markdown table: the one escaper of the Markdown
/// reports (`run`, `compare` and `explore`).
public enum MarkdownCell {
  /// Whether Markdown's own markup in the text is kept or shown as typed.
  public enum Markup: Sendable {
    /// Emphasis, code and HTML (`<br>`) stay markup: the text was written for the table.
    case kept
    /// `*`, `_`, `` ` ``, `<` and `>` are shown as typed: the text is a value (a title, a
    /// name) that must not turn into markup.
    case escaped
  }

  /// `text` for a table cell. A `|` would end the cell and a newline the row, so they become
  /// `\|` and `<br>`; with `.escaped`, markup characters are escaped too.
  public static func text(_ text: String, markup: Markup = .kept) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch (character, markup) {
      case ("|", _): result += "\\|"
      case ("\n", _): result += "<br>"
      case ("<", .escaped): result += "&lt;"
      case (">", .escaped): result += "&gt;"
      case ("*", .escaped), ("_", .escaped), ("`", .escaped): result += "\\\(character)"
      case (_, .kept), (_, .escaped): result.append(character)
      }
    }
    return result
  }
}
