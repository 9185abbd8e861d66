import CustomDump
import FlowEngine
import GooglePlay
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import GooglePlayScreen

/// `u` on Google Play's side returns to exactly the state before, however many live actions
/// came since the last kept world: the undo history keeps a world every 32 states and rebuilds
/// the others.
@Suite struct PlayUndoHistoryTests {
  let size = Size(width: 80, height: 24)

  /// The `index`-th action of a fixed mix of live actions and, with `jumps`, walkthrough keys.
  static func step(_ index: Int, jumps: Bool) -> WalkthroughSideAction {
    guard jumps else {
      return index % 3 == 2 ? .shell(.cycleSharingMode) : .shell(.choose)
    }
    return switch index % 7 {
    case 0: .shell(.nextStep)
    case 1: .shell(.cycleSharingMode)
    case 2, 5: .shell(.choose)
    case 3: .shell(.focus(index % 2 == 0 ? .child : .parent))
    case 4: .shell(.switchDevice)
    default: .shell(.previousStep)
    }
  }

  @Test(arguments: [1, 31, 32, 33, 64, 100, 250], [false, true])
  func undoReturnsToEveryStateBefore(_ count: Int, jumps: Bool) {
    var shell = PlayShell(story: PlayStories.texasTeen)
    var states = [shell.present]
    for index in 0..<count * 2 {
      let before = shell.present
      _ = shell.update(Self.step(index, jumps: jumps), size: size)
      if shell.present != before { states.append(shell.present) }
      if states.count > count { break }
    }
    expectNoDifference(states.count, count + 1)
    var undone: [PlayMoment] = []
    for _ in 1..<states.count {
      _ = shell.update(.shell(.undo), size: size)
      undone.append(shell.present)
    }
    expectNoDifference(undone, Array(states.dropLast().reversed()))
    #expect(shell.past.isEmpty)
    _ = shell.update(.shell(.undo), size: size)
    expectNoDifference(shell.notice, WalkthroughNotice.nothingToUndo)
  }

  /// Live actions in a row keep one world in 32: the 33rd state since a kept one is whole again.
  @Test func aWorldIsKeptEveryThirtyTwoLiveActions() {
    var history = SideUndoHistory<PlayWorld, PlayAction>()
    var shell = PlayShell(story: PlayStories.texasTeen)
    history.push(shell.present)
    for index in 0..<64 {
      shell.perform(index % 2 == 0 ? .launch(.childPhone) : .close(.childPhone))
      history.push(shell.present)
    }
    expectNoDifference(history.keptWorlds, 3)
  }
}
