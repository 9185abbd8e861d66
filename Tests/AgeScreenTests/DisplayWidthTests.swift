import AgeScreen
import CustomDump
import Testing

@Suite struct DisplayWidthTests {
  struct WidthCase: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Int
    let note: String
    var testDescription: String { "\(note) → \(width)" }
  }

  static let widths: [WidthCase] = [
    WidthCase(text: "", width: 0, note: "empty"),
    WidthCase(text: "abc", width: 3, note: "ASCII"),
    WidthCase(text: "\u{E9}", width: 1, note: "é composed"),
    WidthCase(text: "e\u{301}", width: 1, note: "é decomposed (combining acute)"),
    WidthCase(text: "年", width: 2, note: "CJK ideograph"),
    WidthCase(text: "年齢確認", width: 8, note: "four CJK ideographs"),
    WidthCase(text: "ｱ", width: 1, note: "halfwidth katakana"),
    WidthCase(text: "Ａ", width: 2, note: "fullwidth Latin"),
    WidthCase(text: "한", width: 2, note: "Hangul syllable"),
    WidthCase(text: "🙂", width: 2, note: "emoji presentation"),
    WidthCase(text: "✓", width: 1, note: "check mark (text presentation)"),
    WidthCase(text: "✅", width: 2, note: "check mark button (emoji presentation)"),
    WidthCase(text: "🇯🇵", width: 2, note: "flag: two regional indicators"),
    WidthCase(text: "👨‍👩‍👧", width: 2, note: "ZWJ family: drawn as its first emoji"),
    WidthCase(text: "👍🏽", width: 2, note: "skin-tone modifier dropped"),
    WidthCase(text: "❤️", width: 1, note: "VS16 adds no width (as wcwidth)"),
    WidthCase(text: "a\u{200B}b", width: 2, note: "zero-width space"),
    WidthCase(text: "a\u{7}b\u{1B}", width: 2, note: "control characters"),
    WidthCase(text: "AgeTUI — 年 🙂 ✓", width: 16, note: "mixed line"),
  ]

  @Test(arguments: widths)
  func widthOfString(_ example: WidthCase) {
    expectNoDifference(DisplayWidth.of(example.text), example.width)
  }

  @Test func terminalSafeFormKeepsOnlyTheBaseOfZWJSequences() {
    expectNoDifference(DisplayWidth.terminalSafe("👨‍👩‍👧"), "👨")
    expectNoDifference(DisplayWidth.terminalSafe("👍🏽"), "👍")
    expectNoDifference(DisplayWidth.terminalSafe("e\u{301}"), "e\u{301}")
    expectNoDifference(DisplayWidth.terminalSafe("🇯🇵"), "🇯🇵")
  }

  @Test(arguments: [
    ("Hello, world", 20, "Hello, world"),
    ("Hello, world", 12, "Hello, world"),
    ("Hello, world", 11, "Hello, wor…"),
    ("Hello", 1, "…"),
    ("Hello", 0, ""),
    ("年齢確認", 5, "年齢…"),
    ("年齢確認", 4, "年…"),
    ("a🙂b", 3, "a…"),
  ])
  func truncate(_ text: String, _ columns: Int, _ expected: String) {
    expectNoDifference(DisplayWidth.truncate(text, to: columns), expected)
  }

  @Test func padFillsToExactWidth() {
    expectNoDifference(DisplayWidth.pad("年", to: 4), "年  ")
    expectNoDifference(DisplayWidth.pad("abcdef", to: 4), "abc…")
  }

  @Test func wrapBreaksBetweenWords() {
    expectNoDifference(
      DisplayWidth.wrap("Share your age range with this app?", to: 12),
      [
        "Share your", "age range", "with this", "app?",
      ])
  }

  @Test func wrapHardBreaksLongWordsAndKeepsParagraphs() {
    expectNoDifference(
      DisplayWidth.wrap("requestAgeRange(ageGates:) ok\n\nend", to: 8),
      [
        "requestA", "geRange(", "ageGates", ":) ok", "", "end",
      ])
  }

  /// A word of a million characters is cut in time linear in its length: measuring what was
  /// left before every cut took its length squared over the width (a journal's description of
  /// a million characters never drew its first frame).
  @Test func wrapCutsAMillionCharacterWordInLinearTime() {
    let word = String(repeating: "abcd", count: 250_000)
    let lines = DisplayWidth.wrap("x " + word + " y", to: 40)
    expectNoDifference(lines.count, 25_002)
    expectNoDifference(lines.first, "x")
    expectNoDifference(lines[1], String(repeating: "abcd", count: 10))
    expectNoDifference(lines[25_000], String(repeating: "abcd", count: 10))
    expectNoDifference(lines.last, "y")
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.utf8.count == 40 })
  }

  /// The count a document's layout uses is exactly the number of lines `wrap` makes, on every
  /// path: printable ASCII, other standalone scalars, graphemes, newlines and long words.
  @Test(arguments: [
    "Share your age range with this app?", "requestAgeRange(ageGates:) ok\n\nend",
    "年齢確認 年齢", "🙂🙂🙂", "  two  spaces   between words ", "a\n\nb \n",
    "Texas – “13–15” ok", "e\u{301}e\u{301} cafe\u{301}", "one\r\ntwo three", "",
    "change-12 · effective 2026-12-08 · scheduled · no status: Change number 12.",
    "significantAppChangeRequiresParentalConsent,declaredAgeRangeRequired(x)",
    "x " + String(repeating: "ab-", count: 40) + " y", "👨‍👩‍👧 family 👍🏽",
    "a\tb\u{1B}c d", "——————————————— ·····",
  ])
  func wrappedLineCountIsWrapsCount(text: String) {
    for columns in [-1, 0, 1, 2, 3, 5, 8, 13, 40] {
      expectNoDifference(
        DisplayWidth.wrappedLineCount(text, to: columns),
        DisplayWidth.wrap(text, to: columns).count, "\(columns) columns")
    }
  }

  @Test func wrapMeasuresWideCharacters() {
    expectNoDifference(DisplayWidth.wrap("年齢確認 年齢", to: 5), ["年齢", "確認", "年齢"])
    expectNoDifference(DisplayWidth.wrap("🙂🙂🙂", to: 5), ["🙂🙂", "🙂"])
  }

  /// Text whose scalars are each a grapheme is split byte by byte; the rest (combining marks,
  /// "\r\n") grapheme by grapheme. Both must break where the other would.
  @Test(arguments: [
    ("  two  spaces   between words ", 9, ["two", "spaces", "between", "words"]),
    ("a\n\nb \n", 5, ["a", "", "b", ""]),
    ("Texas – “13–15” ok", 7, ["Texas –", "“13–15”", "ok"]),
    ("e\u{301}e\u{301} cafe\u{301}", 4, ["e\u{301}e\u{301}", "cafe\u{301}"]),
    ("one\r\ntwo three", 9, ["one\r\ntwo", "three"]),
  ])
  func wrapSplitsBytewiseOnlyWhereGraphemesAgree(
    _ text: String, _ columns: Int, _ expected: [String]
  ) {
    expectNoDifference(DisplayWidth.wrap(text, to: columns), expected)
  }

  @Test func wrapToNothing() {
    expectNoDifference(DisplayWidth.wrap("anything", to: 0), [])
    expectNoDifference(DisplayWidth.wrap("", to: 5), [""])
  }
}

/// The string measure sums scalars without grapheme breaking where that gives the same answer;
/// it must agree with measuring grapheme by grapheme for every kind of text.
@Suite struct DisplayWidthStringFastPathTests {
  @Test(arguments: [
    ("plain ASCII", 11), ("a—b…c · d › e", 13), ("┏━┓│└┘", 6), ("e\u{301}te\u{301}", 3),
    ("👍🏽 ok", 5), ("👨‍👩‍👧 family", 9), ("🇫🇷", 2), ("한국어", 6), ("a\r\nb", 2), ("日本", 4),
    ("▸ ✓ Ask Parent", 14), ("⏳ Waiting", 10),
  ])
  func agreesWithMeasuringEachGrapheme(text: String, columns: Int) {
    expectNoDifference(DisplayWidth.of(text), columns)
    expectNoDifference(DisplayWidth.of(text), text.reduce(0) { $0 + DisplayWidth.of($1) })
  }
}
