import CustomDump
import FlowEngine
import PlayPresentation
import ScreenTestSupport
import Testing

@testable import GooglePlay

/// Play Console's row states come from a type, so a pane asks `.scheduled` rather than
/// comparing the row's words.
@Suite("Play Console: a declared change's state")
struct PlayConsoleStateTests {
  /// Days from the change's effective date (`PlayStories.today`, 2026-09-14), whether it was
  /// cancelled, the state, and its words in the row.
  @Test(
    "scheduled before its effective date, in effect from it, cancelled whatever the day",
    arguments: [
      (-1, false, PlayChangeState.scheduled, "scheduled"),
      (0, false, .inEffect, "in effect"),
      (17, false, .inEffect, "in effect"),
      (-1, true, .cancelled, "cancelled"),
      (17, true, .cancelled, "cancelled"),
    ])
  func state(offset: Int, cancelled: Bool, expected: PlayChangeState, title: String) {
    var change = PlayDeclaredChange(
      id: PlayWorld.ChangeID("video-calling"), description: "Video calls",
      effectiveDate: PlayStories.today, declaredOn: PlayStories.day(-7))
    change.isCancelled = cancelled
    let state = PlayChangeState(change, on: PlayStories.day(offset))
    expectNoDifference(state, expected)
    expectNoDifference(state.title, title)
  }
}
