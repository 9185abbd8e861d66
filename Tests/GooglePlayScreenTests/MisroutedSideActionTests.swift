import FlowEngine
import Scenarios
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import GooglePlayScreen

/// A side reads only its own platform's actions. The session routes each action by platform,
/// so an action of another type reaching a side is a programming error: it stops a debug build
/// (every test run) instead of vanishing as a key that did nothing.
@Suite("a side action of the wrong type")
struct MisroutedSideActionTests {
  static func side() -> TypedStoreSide<PlayShell> {
    TypedStoreSide(
      PlayShell(
        story: PlayStory(
          name: "misrouted", title: "Misrouted", world: PlayStories.world(), steps: [])
      ))
  }

  static let size = Size(width: 80, height: 24)

  @Test("Play's own action reaches Play's shell")
  func ownAction() {
    var side = Self.side()
    #expect(!side.side.showsTimeline)
    _ = side.update(
      SideAction(WalkthroughSideAction.toggleTimeline, on: .googlePlay), size: Self.size)
    #expect(side.side.showsTimeline)
  }

  @Test("an action of another type stops a debug build as it is applied")
  func misroutedUpdate() async {
    await #expect(processExitsWith: .failure) {
      var side = MisroutedSideActionTests.side()
      let stranger = SideAction("not an action of Play's side", on: .googlePlay)
      _ = side.update(stranger, size: MisroutedSideActionTests.size)
    }
  }

  @Test("an action of another type stops a debug build as the picker key is looked for")
  func misroutedPickerCheck() async {
    await #expect(processExitsWith: .failure) {
      let stranger = SideAction("not an action of Play's side", on: .googlePlay)
      _ = MisroutedSideActionTests.side().opensScenarioPicker(stranger)
    }
  }
}
