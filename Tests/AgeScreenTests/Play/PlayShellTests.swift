import AgeScreen
import FlowEngine
import GooglePlay
import Testing

/// The Play shell's update: the walkthrough, choosing in a pane, undo, refusals, the key table.
@Suite struct PlayShellTests {
  let size = Size(width: 80, height: 24)

  func shell(steps: Int) -> PlayShell {
    var shell = PlayShell(story: PlayStories.texasTeen)
    for _ in 0..<steps { _ = shell.update(.shell(.nextStep), size: size) }
    return shell
  }

  @Test func nAndPWalkTheScriptAndFocusFollowsTheStory() {
    var shell = shell(steps: 2)
    #expect(shell.walkthroughLabel == "script 2/5")
    // The clock made the change take effect: Play asked the parent, so Family Link has focus.
    #expect(shell.focus == .parent)
    #expect(shell.world == shell.stepWorlds[2])
    _ = shell.update(.shell(.nextStep), size: size)
    #expect(shell.focus == .child)
    _ = shell.update(.shell(.previousStep), size: size)
    #expect(shell.walkthroughLabel == "script 2/5")
    _ = shell.update(.shell(.undo), size: size)
    #expect(shell.walkthroughLabel == "script 3/5")
  }

  @Test func approvingInFamilyLinkAppliesThePlayAction() {
    var shell = shell(steps: 3)
    _ = shell.update(.shell(.focus(.parent)), size: size)
    _ = shell.update(.shell(.choose), size: size)
    #expect(shell.world.requests.map(\.state) == [.approved])
    // Approving is the script's next step, so the session stays on the script.
    #expect(shell.walkthroughLabel == "script 4/5")
    #expect(shell.notice?.kind == .success)
  }

  @Test func anActionOffTheScriptGoesLiveAndWRejoins() {
    var shell = shell(steps: 3)
    _ = shell.update(.shell(.focus(.parent)), size: size)
    _ = shell.update(.shell(.move(1)), size: size)
    _ = shell.update(.shell(.choose), size: size)
    #expect(shell.world.requests.map(\.state) == [.declined])
    #expect(shell.walkthroughLabel == "LIVE · left script 3/5")
    _ = shell.update(.shell(.returnToScript), size: size)
    #expect(shell.walkthroughLabel == "script 3/5")
    #expect(shell.world == shell.stepWorlds[3])
  }

  @Test func aRefusedCancelSaysPlayRefusalsSentence() {
    var shell = shell(steps: 0)
    _ = shell.update(.shell(.focus(.timeline)), size: size)
    _ = shell.update(.shell(.choose), size: size)  // declare change-1, effective tomorrow
    #expect(shell.world.changes.map(\.id) == ["change-1"])
    _ = shell.update(.shell(.last), size: size)
    _ = shell.update(.shell(.choose), size: size)  // cancel change-1
    #expect(
      shell.notice
        == Notice(
          .warning,
          PlayRefusal.insideCancellationWindow(
            "change-1", effective: shell.world.today.adding(days: 1)
          )
          .text))
    #expect(shell.world.changes.map(\.isCancelled) == [false])
  }

  @Test func tShowsPlaysTimelineInTheFourthPane() {
    var shell = shell(steps: 3)
    _ = shell.update(.toggleTimeline, size: size)
    #expect(shell.showsTimeline)
    #expect(shell.focus == .timeline)
    #expect(shell.lists.timeline.selection == shell.world.trace.count - 1)
    _ = shell.update(.toggleTimeline, size: size)
    #expect(!shell.showsTimeline)
  }

  @Test func qQuitsAndTheKeyTableHasNoConflicts() {
    var shell = shell(steps: 0)
    #expect(shell.keyTable.conflicts.isEmpty)
    #expect(PlayShell.keys(otherStore: "Apple").conflicts.isEmpty)
    #expect(shell.action(for: .character("q"), size: size) == .shell(.quit))
    #expect(shell.action(for: .character("g"), size: size) == nil)
    let commands = shell.update(.shell(.quit), size: size)
    #expect(commands.count == 1 && commands.allSatisfy(\.isQuit))
  }

  @Test func xHandsTheScreenOverAsAPictureNamedAfterTheStep() throws {
    var shell = shell(steps: 2)
    let action = try #require(shell.action(for: .character("x"), size: size))
    #expect(action == .shell(.saveFrame))
    let screen = shell.render(size: size)
    let commands = shell.update(action, size: size)
    #expect(
      commands == [
        .writeFrame(
          FrameRequest(
            canvas: screen, scenario: PlayStories.texasTeen.name, step: 2, isLive: false))
      ])
  }
}
