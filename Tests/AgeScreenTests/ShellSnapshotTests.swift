import AgeScreen
import CustomDump
import ScreenTestSupport
import Testing

/// Whole-screen snapshots of a placeholder screen at the sizes where the layout changes. They pin
/// the generic frame every program fills, whatever its panes say: header, borders, titles, focus
/// marks, tab bar, footer, the too-small message and the help overlay.
@Suite struct ShellSnapshotTests {
  func render(_ size: Size) -> Canvas {
    PlaceholderScreen.frame(size: size).render(size: size)
  }

  @Test func threeColumnsAt120x40() {
    expectScreen(render(Size(width: 120, height: 40)), snapshot: "threeColumnsAt120x40")
  }

  @Test func twoColumnsAt80x24() {
    expectScreen(render(Size(width: 80, height: 24)), snapshot: "twoColumnsAt80x24")
  }

  @Test func tabsAt60x20() {
    expectScreen(render(Size(width: 60, height: 20)), snapshot: "tabsAt60x20")
  }

  @Test func tabsAtTheMinimum40x12() {
    expectScreen(render(Size(width: 40, height: 12)), snapshot: "tabsAtTheMinimum40x12")
  }

  @Test func tooSmallAt39x11() {
    expectScreen(render(Size(width: 39, height: 11)), snapshot: "tooSmallAt39x11")
  }

  @Test func helpOverlayAt80x24() {
    let size = Size(width: 80, height: 24)
    expectScreen(
      PlaceholderScreen.frame(isHelpOpen: true, size: size).render(size: size),
      snapshot: "helpOverlayAt80x24")
  }

  @Test(arguments: [
    (70, " AgeTUI — Default scenario (placeholde…   placeholder · no simulation "),
    (52, " AgeTUI — Default sc…   placeholder · no simulation "),
    (51, " AgeTUI — Default s…   placeholder · no simulation "),
    (40, " AgeTUI …   placeholder · no simulation "),
  ])
  func headerKeepsTheStatusLongerThanTheTitle(_ width: Int, _ expected: String) {
    let size = Size(width: width, height: 24)
    expectNoDifference(PlaceholderScreen.frame(size: size).render(size: size).lines[0], expected)
  }

  @Test func aCutBannerEndsInAnEllipsis() {
    var frame = PlaceholderScreen.frame(size: Size(width: 40, height: 12))
    frame.banner = [
      Line("Step 1/2: one two three four five six seven eight nine ten eleven twelve thirteen"),
      Line("fourteen fifteen sixteen seventeen eighteen nineteen twenty"),
    ]
    let lines = frame.render(size: Size(width: 40, height: 12)).lines
    expectNoDifference(
      lines[1...4],
      [
        " Step 1/2: one two three four five six  ",
        " seven eight nine ten eleven twelve …   ",
        "▶1 Child │ 2 │ 3 │ 4                    ",
        "┏ ▶ Child device ━━━━━━━━━━━━━━━━━━━━━━┓",
      ])
    let wide = frame.render(size: Size(width: 80, height: 24)).lines
    expectNoDifference(
      wide[1...2],
      [
        " Step 1/2: one two three four five six seven eight nine ten eleven twelve       ",
        " thirteen                                                                       ",
      ])
  }
}
