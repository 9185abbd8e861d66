import AgeScreen
import CustomDump
import ScreenTestSupport
import Testing

@Suite struct CanvasTests {
  @Test func writesTextAndPrintsQuotedRows() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    let end = canvas.write("héllo", column: 1, row: 0)
    expectNoDifference(end, 6)
    expectScreen(canvas) {
      """
      " héllo"
      "      "
      -- styles: all plain
      """
    }
    expectNoDifference(canvas.lines, [" héllo", "      "])
  }

  @Test func wideCharacterTakesTwoCells() throws {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.write("a年b", column: 0, row: 0)
    expectNoDifference(canvas.lines, ["a年b "])
    let continuation = try #require(canvas[2, 0])
    #expect(continuation.isContinuation)
    expectNoDifference(canvas[1, 0]?.character, "年")
  }

  @Test func wideCharacterIsNeverSplitAtTheClipEdge() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("│    │", column: 0, row: 0)
    let clip = Rect(x: 1, y: 0, width: 4, height: 1)
    let end = canvas.write("ab年", column: 2, row: 0, clip: clip)
    expectNoDifference(end, 5)
    expectNoDifference(canvas.lines, ["│ ab │"])
  }

  @Test func wideCharacterAtTheCanvasEdgeBecomesBlank() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("ab🙂", column: 0, row: 0)
    expectNoDifference(canvas.lines, ["ab "])
  }

  @Test func wideCharacterCutOnTheLeftOfTheClipBecomesBlank() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("年x", column: 0, row: 0, clip: Rect(x: 1, y: 0, width: 3, height: 1))
    expectNoDifference(canvas.lines, ["  x "])
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.write("年年", column: 0, row: 0)
    canvas.write("x", column: 1, row: 0)
    canvas.write("年年", column: 0, row: 1)
    canvas.write("y", column: 2, row: 1)
    expectNoDifference(canvas.lines, [" x年", "年y "])
  }

  @Test func controlCharactersAreNotDrawn() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("a\nb\tc", column: 0, row: 0)
    expectNoDifference(canvas.lines, ["abc "])
  }

  @Test func writesOutsideTheCanvasAreIgnored() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("abc", column: -1, row: 0)
    canvas.write("zzz", column: 0, row: 5)
    expectNoDifference(canvas.lines, ["bc "])
  }

  @Test func runsGroupCellsByStyleAndFoldContinuations() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("ab", column: 0, row: 0, style: .key)
    canvas.write("年c", column: 2, row: 0)
    expectNoDifference(canvas.runs(row: 0), [Span("ab", style: .key), Span("年c ", style: .plain)])
  }

  @Test func fillAndRestyle() {
    var canvas = Canvas(size: Size(width: 3, height: 2))
    canvas.fill(Rect(x: 1, y: 0, width: 5, height: 1), with: "x", style: .muted)
    canvas.restyle(Rect(x: 0, y: 0, width: 2, height: 1), to: .danger)
    expectNoDifference(canvas.lines, [" xx", "   "])
    expectNoDifference(canvas.runs(row: 0), [Span(" x", style: .danger), Span("x", style: .muted)])
  }

  @Test func styledLineWrapsKeepingStyles() {
    let line = Line([Span("Share ", style: .plain), Span("your age range", style: .accent)])
    expectNoDifference(
      line.wrapped(to: 10),
      [
        Line([Span("Share ", style: .plain), Span("your", style: .accent)]),
        Line("age range", style: .accent),
      ])
  }

  @Test func oneStyleLineWrapsToLinesOfThatStyle() {
    let line = Line("Share  your age\n\nrange", style: .notice)
    expectNoDifference(
      line.wrapped(to: 10),
      [
        Line("Share your", style: .notice), Line("age", style: .notice), Line([]),
        Line("range", style: .notice),
      ])
  }

  @Test func styledLineTruncates() {
    let line = Line([Span("ab", style: .key), Span("年cd")])
    expectNoDifference(line.truncated(to: 4), Line([Span("ab", style: .key), Span("…")]))
    expectNoDifference(line.truncated(to: 5), Line([Span("ab", style: .key), Span("年…")]))
    expectNoDifference(line.truncated(to: 6), line)
  }
}
