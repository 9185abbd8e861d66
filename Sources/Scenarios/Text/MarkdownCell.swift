/// Text made safe inside Markdown: the one escaper of the Markdown reports (`run`, `compare` and
/// `explore`), for a table cell, a heading, a list item, a paragraph or a code span.
///
/// Scenario files are untrusted, and Markdown renderers such as pandoc, MkDocs and Jekyll pass
/// HTML through: a title holding `<img src=x onerror=…>` would run as script in the page they
/// make. Every string that comes from a scenario is therefore written with ``Markup/escaped``:
/// HTML's own characters become entities and Markdown's are backslash-escaped, so the text
/// reads as it was typed and never turns into a tag, a link, emphasis or a heading.
public enum MarkdownCell {
  /// Whether Markdown's own markup in the text is kept or shown as typed.
  public enum Markup: Sendable {
    /// Emphasis, code and HTML (`<br>`) stay markup: the text was written by AgeTUI for the
    /// table, with nothing from a scenario file in it (the explore tables).
    case kept
    /// Shown as typed: `<`, `>` and `&` as entities; `\`, `` ` ``, `*`, `_` (but inside a
    /// word), `[`, `]`, `{`, `}`, `#`, `~`, `^` and `$` backslash-escaped; and a list, heading
    /// or quote marker that starts a line escaped too. Every string from a scenario is written
    /// this way.
    case escaped
  }

  /// `text` for a table cell, a heading or a list item: a `|` would end the cell and a newline
  /// the row, so they become `\|` and `<br>`; with `.escaped` (the default), markup characters
  /// are escaped too.
  public static func text(_ text: String, markup: Markup = .escaped) -> String {
    escape(text, markup: markup, newline: "<br>")
  }

  /// `text` as a block of its own (a narration): its lines stay lines, each escaped as
  /// ``text(_:markup:)`` escapes a cell; leading blanks, which would make a code block, go.
  public static func paragraph(_ text: String) -> String {
    escape(text, markup: .escaped, newline: "\n")
  }

  /// `text` as a code span (`` `text` ``), shown exactly as typed: the fence is one backtick
  /// longer than the longest run of backticks inside, and a newline, which could start a block
  /// of its own, becomes a space.
  public static func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let body = text.replacing("\n", with: " ")
    let padding = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
    return fence + padding + body + padding + fence
  }

  /// The one escaping loop: `newline` replaces each line break; with `.escaped`, the start of
  /// the text and of every line is where block markers are escaped.
  private static func escape(_ text: String, markup: Markup, newline: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var rest = text[...]
    var atLineStart = true
    var previous: Character?
    while let character = rest.first {
      defer { previous = character }
      if character == "\n" {
        result += newline
        rest = rest.dropFirst()
        atLineStart = true
        continue
      }
      if atLineStart, markup == .escaped {
        // Leading blanks would make a code block of a paragraph's line.
        if newline == "\n", character == " " || character == "\t" {
          rest = rest.dropFirst()
          continue
        }
        atLineStart = false
        if let marker = blockMarker(at: rest) {
          result += marker.escaped
          rest = rest.dropFirst(marker.length)
          continue
        }
      }
      atLineStart = false
      rest = rest.dropFirst()
      switch (character, markup) {
      case ("|", _): result += "\\|"
      case ("_", .escaped) where isWordCharacter(previous) && isWordCharacter(rest.first):
        // Inside a word (`TIER_A`) an underscore never starts emphasis.
        result.append(character)
      case ("<", .escaped): result += "&lt;"
      case (">", .escaped): result += "&gt;"
      case ("&", .escaped): result += "&amp;"
      case ("\\", .escaped), ("`", .escaped), ("*", .escaped), ("_", .escaped),
        ("[", .escaped), ("]", .escaped), ("{", .escaped), ("}", .escaped), ("#", .escaped),
        ("~", .escaped), ("^", .escaped), ("$", .escaped):
        result += "\\\(character)"
      case (_, .kept), (_, .escaped): result.append(character)
      }
    }
    return result
  }

  /// Whether `character` is a letter or digit, so an underscore beside it is inside a word.
  private static func isWordCharacter(_ character: Character?) -> Bool {
    character.map { $0.isLetter || $0.isNumber } ?? false
  }

  /// A list, heading-underline or definition marker at the start of a line (`-`, `+`, `=`,
  /// `:`, or digits then `.` or `)`), escaped (`\-`, `1\.`), and how many characters of the
  /// line it stands for; nil when the line starts with none.
  private static func blockMarker(at line: Substring) -> (escaped: String, length: Int)? {
    guard let first = line.first else { return nil }
    if "-+=:".contains(first) { return ("\\\(first)", 1) }
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let after = line.dropFirst(digits.count).first,
      after == "." || after == ")"
    else { return nil }
    return ("\(digits)\\\(after)", digits.count + 1)
  }
}
