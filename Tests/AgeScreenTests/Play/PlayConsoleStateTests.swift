import FlowEngine
import PlayPresentation
import Testing

@testable import GooglePlay

/// Play Console's row states come from a type, so a pane asks `.scheduled` rather than
/// comparing the row's words.
@Suite("Play Console: a declared change's state")
struct PlayConsoleStateTests {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  @Test(
    "scheduled before its effective date, in effect from it, cancelled whatever the day",
    arguments: [
      ("2026-09-13", false, PlayChangeState.scheduled, "scheduled"),
      ("2026-09-14", false, .inEffect, "in effect"),
      ("2026-10-01", false, .inEffect, "in effect"),
      ("2026-09-13", true, .cancelled, "cancelled"),
      ("2026-10-01", true, .cancelled, "cancelled"),
    ])
  func state(today: String, cancelled: Bool, expected: PlayChangeState, title: String) {
    var change = PlayDeclaredChange(
      id: PlayWorld.ChangeID("video-calling"), description: "Video calls",
      effectiveDate: Self.day("2026-09-14"), declaredOn: Self.day("2026-09-07"))
    change.isCancelled = cancelled
    let state = PlayChangeState(change, on: Self.day(today))
    #expect(state == expected)
    #expect(state.title == title)
  }
}
