import AgeScreen
import CustomDump
import ScreenTestSupport
import Testing

/// `expectScreen`'s inline comparison fails when it should, and says what to paste: a
/// comparison that cannot fail would pass every screen test.
@Suite struct ExpectScreenTests {
  static var canvas: Canvas {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("ok", column: 1, row: 0)
    return canvas
  }

  @Test func aMatchingInlineSnapshotPasses() {
    expectNoDifference(
      InlineSnapshot.failure(of: Self.canvas, against: "\" ok \"\n-- styles: all plain"), nil)
    expectScreen(Self.canvas) {
      """
      " ok "
      -- styles: all plain
      """
    }
  }

  @Test func aDifferingInlineSnapshotFailsWithTheDiffAndTheScreenToPaste() {
    // The line diff marks context lines with a figure space (U+2007).
    expectNoDifference(
      InlineSnapshot.failure(of: Self.canvas, against: "\" no \"\n-- styles: all plain"),
      """
      The screen differs from its inline snapshot (− snapshot, + screen):
      @@ −1,2 +1,2 @@
      −" no "
      +" ok "
      \u{2007}-- styles: all plain

      The screen now, to paste if the change is intended:

      {
        \"\"\"
        " ok "
        -- styles: all plain
        \"\"\"
      }
      """)
  }

  @Test func aMissingInlineSnapshotFailsWithTheScreenToPaste() {
    expectNoDifference(
      InlineSnapshot.failure(of: Self.canvas, against: nil),
      """
      No inline snapshot; the screen is:

      {
        \"\"\"
        " ok "
        -- styles: all plain
        \"\"\"
      }
      """)
  }
}
