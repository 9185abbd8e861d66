import AgeScreen
import CustomDump
import ScreenTestSupport
import Testing

@Suite struct PaneBodyTests {
  @Test func textWrapsAboveTheListWithAGap() {
    var canvas = Canvas(size: Size(width: 14, height: 5))
    let body = PaneBody(text: ["Share your age range?"], items: ["Share", "Don't share"])
    body.draw(in: Rect(x: 0, y: 0, width: 14, height: 5), isFocused: true, on: &canvas)
    expectScreen(canvas) {
      """
      " Share your   "
      " age range?   "
      "              "
      " ▸ Share      "
      "   Don't sh…  "
      -- styles
      ".............."
      ".............."
      ".............."
      ".SSSSSSSSSSSS."
      ".............."
      -- legend: . plain, S selected
      """
    }
    expectNoDifference(body.listRows(in: Rect(x: 0, y: 0, width: 14, height: 5)), 2)
  }

  @Test func longTextYieldsToTheListAndShowsThatItWasCut() {
    var canvas = Canvas(size: Size(width: 12, height: 5))
    let body = PaneBody(
      text: ["one two three four five six seven"], items: ["a", "b", "c", "d"])
    body.draw(in: Rect(x: 0, y: 0, width: 12, height: 5), isFocused: false, on: &canvas)
    expectScreen(canvas) {
      """
      " one two…   "
      "            "
      " ▸ a        "
      "   b        "
      "   c      ↓ "
      -- styles
      "............"
      "............"
      ".ssssssssss."
      "............"
      "..........m."
      -- legend: . plain, s selectedInactive, m muted
      """
    }
  }
}
