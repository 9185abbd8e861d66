import AgeScreen
import AmazonAppstore
import CustomDump
import FlowEngine
import Testing

@testable import AmazonAppstoreScreen

/// `u` on Amazon's side returns to exactly the state before, however many live actions came
/// since the last kept world: its undo history is every side's (``SideUndoHistory``), which keeps
/// a world every 32 states and rebuilds the others, so a long session does not keep a world per
/// action.
@Suite struct AmazonSideUndoTests {
  let size = Size(width: 80, height: 24)

  /// Takes the `index`-th of a fixed mix of live actions and walkthrough keys on `side`.
  func step(_ index: Int, on side: inout AmazonSide) {
    switch index % 6 {
    case 0: _ = side.update(.shell(.nextStep), size: size)
    case 1: side.perform(.launch(.childPhone))
    case 2: side.perform(.queryAgain(.childPhone))
    case 3: side.perform(.advanceClock(days: 1))
    case 4: side.perform(.close(.childPhone))
    default: _ = side.update(.shell(.previousStep), size: size)
    }
  }

  @Test(arguments: [1, 31, 32, 33, 64, 100])
  func undoReturnsToEveryStateBefore(_ count: Int) {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    var states = [side.present]
    for index in 0..<count * 3 {
      let before = side.present
      step(index, on: &side)
      if side.present != before { states.append(side.present) }
      if states.count > count { break }
    }
    expectNoDifference(states.count, count + 1)
    var undone: [AmazonMoment] = []
    for _ in 1..<states.count {
      _ = side.update(.shell(.undo), size: size)
      undone.append(side.present)
    }
    expectNoDifference(undone, Array(states.dropLast().reversed()))
    #expect(side.past.isEmpty)
    _ = side.update(.shell(.undo), size: size)
    expectNoDifference(side.notice, WalkthroughNotice.nothingToUndo)
  }

  /// Live actions in a row keep one world in 32 (the opening state's the first): not one
  /// world per action.
  @Test(arguments: [(1, 1), (32, 1), (33, 2), (64, 2), (65, 3), (100, 4)])
  func aWorldIsKeptEveryThirtyTwoLiveActions(actions: Int, kept: Int) {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    for index in 0..<actions {
      side.perform(.advanceClock(days: 1 + index % 2))
    }
    expectNoDifference(side.past.keptWorlds, kept)
  }
}
