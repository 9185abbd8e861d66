import Scenarios
import Testing

/// `MarkdownCell`: the one escaper of the Markdown reports' table cells.
@Suite("Markdown table cells")
struct MarkdownCellTests {
  @Test(
    "pipes and newlines never break the table; markup stays or is shown as typed",
    arguments: [
      ("Ann | Bob", MarkdownCell.Markup.kept, #"Ann \| Bob"#),
      ("Ann | Bob", .escaped, #"Ann \| Bob"#),
      ("first\nsecond", .kept, "first<br>second"),
      ("first\nsecond", .escaped, "first<br>second"),
      ("**16 or over** <br> `code` _x_", .kept, "**16 or over** <br> `code` _x_"),
      (
        "**16 or over** <br> `code` _x_", .escaped, #"\*\*16 or over\*\* &lt;br&gt; \`code\` \_x\_"#
      ),
      ("Ask First — 13–15 ≠ ★", .escaped, "Ask First — 13–15 ≠ ★"),
      ("", .kept, ""),
    ])
  func cell(text: String, markup: MarkdownCell.Markup, expected: String) {
    #expect(MarkdownCell.text(text, markup: markup) == expected)
  }

  @Test("kept is the default")
  func keptByDefault() {
    #expect(MarkdownCell.text("a|*b*") == #"a\|*b*"#)
  }
}
