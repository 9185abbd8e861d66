import AgeScreen
import CustomDump
import ScreenTestSupport
import Testing

/// The screen snapshot strategy itself: a style change with the same text must change the
/// snapshot, or every screen test would pass a colour regression.
@Suite struct ScreenSnapshotTextTests {
  @Test func aPlainScreenSaysSoInOneLine() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("ok", column: 1, row: 0)
    expectNoDifference(ScreenSnapshotText.of(canvas), "\" ok \"\n-- styles: all plain")
  }

  @Test func stylesAreAGridOfLettersWithALegend() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.write("年!", column: 0, row: 0, style: .danger)
    canvas.write("k", column: 5, row: 1, style: .key)
    expectNoDifference(
      ScreenSnapshotText.of(canvas),
      """
      "年!   "
      "     k"
      -- styles
      "ddd..."
      ".....k"
      -- legend: . plain, d danger, k key
      """)
  }

  @Test func theSameTextInAnotherStyleIsAnotherSnapshot() {
    var warning = Canvas(size: Size(width: 8, height: 1))
    warning.write("Warning", column: 0, row: 0, style: .warning)
    var plain = Canvas(size: Size(width: 8, height: 1))
    plain.write("Warning", column: 0, row: 0)
    expectNoDifference(warning.lines, plain.lines)
    #expect(ScreenSnapshotText.of(warning) != ScreenSnapshotText.of(plain))
  }

  @Test func everyStyleHasALetterOfItsOwn() {
    let letters = CellStyle.allCases.map(\.snapshotLetter)
    expectNoDifference(Set(letters).count, CellStyle.allCases.count)
  }
}
