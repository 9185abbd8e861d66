import CustomDump
import Scenarios
import Testing

/// `MarkdownCell`: the one escaper of the Markdown reports.
@Suite("Markdown escaping")
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
    expectNoDifference(MarkdownCell.text(text, markup: markup), expected)
  }

  /// What a hostile scenario file writes arrives as text: no tag, link, attribute, heading or
  /// list survives.
  @Test(
    "HTML and Markdown's own characters from a file are shown as typed",
    arguments: [
      ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
      ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
      ("<iframe src=javascript:alert(1)>", "&lt;iframe src=javascript:alert(1)&gt;"),
      ("[click](javascript:alert(1))", #"\[click\](javascript:alert(1))"#),
      ("![x](x.png)", #"!\[x\](x.png)"#),
      ("Title {onclick=alert(1)}", #"Title \{onclick=alert(1)\}"#),
      ("`<b>`{=html}", #"\`&lt;b&gt;\`\{=html\}"#),
      ("&lt;b&gt; & co", "&amp;lt;b&amp;gt; &amp; co"),
      (#"C:\path"#, #"C:\\path"#),
      ("$x$ ~y~ ^z^ #5", ##"\$x\$ \~y\~ \^z\^ \#5"##),
      ("- item", #"\- item"#),
      ("+ item", #"\+ item"#),
      ("12. item", #"12\. item"#),
      ("3) item", #"3\) item"#),
      ("=== ", #"\=== "#),
      (": term", #"\: term"#),
      ("a - b 1. c", "a - b 1. c"),
      ("TIER_A _x_ a_ _b", #"TIER_A \_x\_ a\_ \_b"#),
      ("2026-09-08", "2026-09-08"),
    ])
  func hostile(text: String, expected: String) {
    expectNoDifference(MarkdownCell.text(text), expected)
  }

  @Test("escaped is the default")
  func escapedByDefault() {
    expectNoDifference(MarkdownCell.text("a|*b*"), #"a\|\*b\*"#)
  }

  @Test(
    "a paragraph keeps its lines, each escaped, without the blanks that make a code block",
    arguments: [
      ("one\n    - two\n# three", "one\n\\- two\n\\# three"),
      ("<b>bold</b>\n\nnext", "&lt;b&gt;bold&lt;/b&gt;\n\nnext"),
      ("plain text.", "plain text."),
    ])
  func paragraph(text: String, expected: String) {
    expectNoDifference(MarkdownCell.paragraph(text), expected)
  }

  @Test(
    "a code span shows its text exactly, whatever backticks it holds",
    arguments: [
      ("plain", "`plain`"),
      ("<img onerror=x>", "`<img onerror=x>`"),
      ("a`b", "``a`b``"),
      ("`x`", "`` `x` ``"),
      ("a``b`", "``` a``b` ```"),
      ("two\nlines", "`two lines`"),
    ])
  func code(text: String, expected: String) {
    expectNoDifference(MarkdownCell.code(text), expected)
  }
}
