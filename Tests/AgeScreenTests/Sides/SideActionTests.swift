import CustomDump
import GooglePlayScenarios
import Scenarios
import Testing

@testable import AgeScreen
@testable import GooglePlayScreen

/// A side's action with its type erased: equal only to the same platform's same action, hashed
/// alike when equal, and read back only as its own type.
@Suite struct SideActionTests {
  static let kiosk = ScenarioPlatform("kiosk", title: "Kiosk")

  @Test(
    "equality and hashing across platforms and action types",
    arguments: [
      (
        SideAction(WalkthroughSideAction.shell(.nextStep), on: .googlePlay),
        SideAction(WalkthroughSideAction.shell(.nextStep), on: .googlePlay), true
      ),
      (
        SideAction(WalkthroughSideAction.shell(.nextStep), on: .googlePlay),
        SideAction(WalkthroughSideAction.shell(.undo), on: .googlePlay), false
      ),
      (
        SideAction(WalkthroughSideAction.shell(.nextStep), on: .googlePlay),
        SideAction(WalkthroughSideAction.shell(.nextStep), on: kiosk), false
      ),
      // The same raw value in another type is another action.
      (SideAction("n", on: kiosk), SideAction(Character("n"), on: kiosk), false),
      (SideAction(1, on: kiosk), SideAction(1, on: kiosk), true),
    ])
  func equality(_ lhs: SideAction, _ rhs: SideAction, equal: Bool) {
    expectNoDifference((lhs == rhs), equal)
    if equal { expectNoDifference(lhs.hashValue, rhs.hashValue) }
    expectNoDifference(Set([lhs, rhs]).count, (equal ? 1 : 2))
  }

  @Test func theActionReadsBackOnlyAsItsOwnType() {
    let action = SideAction(WalkthroughSideAction.shell(.nextStep), on: .googlePlay)
    expectNoDifference(action.value(as: WalkthroughSideAction.self), .shell(.nextStep))
    expectNoDifference(action.value(as: ShellAction.self), nil)
    expectNoDifference(StoreSessionAction.play(.shell(.nextStep)), .side(action))
  }
}
