import AgeScreen
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScreen
import ScreenTestSupport
import Testing

/// The Play shell's update: the walkthrough, choosing in a pane, undo, refusals, the key table.
@Suite struct PlayShellTests {
  let size = Size(width: 80, height: 24)

  /// `o` names the next store by the short name the session hands the side (``StoreSides``
  /// gives each side the next one's `shortTitle`), and by its first word without one.
  @Test(arguments: [("Fire", "o Fire"), (nil, "o Amazon")] as [(String?, String)])
  func theSwitchKeyNamesTheNextStoreByItsShortName(shortTitle: String?, hint: String) {
    var shell = PlayShell(story: PlayStories.texasTeen, otherStore: "Amazon Appstore")
    shell.otherStoreShortTitle = shortTitle
    let switchKey = shell.keyTable.bindings.first { $0.action == .switchStore }
    expectNoDifference(switchKey.flatMap { "o \($0.hint?.shortLabel ?? "")" }, hint)
  }

  func shell(steps: Int) -> PlayShell {
    var shell = PlayShell(story: PlayStories.texasTeen)
    for _ in 0..<steps { _ = shell.update(.shell(.nextStep), size: size) }
    return shell
  }

  @Test func nAndPWalkTheScriptAndFocusFollowsTheStory() {
    var shell = shell(steps: 2)
    expectNoDifference(shell.walkthroughLabel, "script 2/5")
    // The clock made the change take effect: Play asked the parent, so Family Link has focus.
    expectNoDifference(shell.focus, .parent)
    expectNoDifference(shell.world, shell.stepWorlds[2])
    _ = shell.update(.shell(.nextStep), size: size)
    expectNoDifference(shell.focus, .child)
    _ = shell.update(.shell(.previousStep), size: size)
    expectNoDifference(shell.walkthroughLabel, "script 2/5")
    _ = shell.update(.shell(.undo), size: size)
    expectNoDifference(shell.walkthroughLabel, "script 3/5")
  }

  /// The walkthrough's keys say what they did, in the Apple side's words: a key that changes
  /// nothing says why (and leaves nothing to undo), `u` names what it took back and where the
  /// session now is, `r` and `w` say how to return.
  @Test func theWalkthroughKeysAndUndoSayWhatTheyDid() {
    var shell = PlayShell(story: PlayStories.texasTeen)
    var notices: [String] = []
    func press(_ action: ShellAction) {
      _ = shell.update(.shell(action), size: size)
      notices.append(shell.notice?.text ?? "")
    }
    for action: ShellAction in [
      .previousStep, .returnToScript, .toggleNarration, .cancelSheet, .undo, .nextStep,
      .nextStep, .undo, .returnToScript, .reset, .undo,
    ] {
      press(action)
    }
    _ = shell.update(.shell(.focus(.parent)), size: size)
    press(.choose)
    press(.returnToScript)
    press(.undo)
    press(.undo)
    expectNoDifference(
      notices,
      [
        "Already at the start of the script.",
        "Already on the script, at step 0/5.",
        "No narration here: n plays the script's next step.",
        "Nothing to cancel: Esc cancels a system sheet or closes an overlay.",
        "Nothing to undo: this is where the session started.",
        "Developer → Play: Play Console: declare video-calling, effective 2026-09-16",
        "Clock → Clock: 2026-09-14 → 2026-09-16",
        "Undid n (next step) (was script 2/5): back where you were. Now at script 1/5.",
        "Already on the script, at step 1/5.",
        "Reset texas-teen-play to its start (2026-09-14); u returns to where you were.",
        "Undid r (reset) (was script 0/5): back where you were. Now at script 1/5.",
        "Parent → Play: sharing: Always share",
        "Back on the script at step 1/5; u returns to your live changes.",
        "Undid w (return to the script) (was script 1/5): back where you were. Now at LIVE · "
          + "left script 1/5.",
        "Undid set sharing always-share. Now at script 1/5.",
      ])
    // The keys that changed nothing left nothing to undo: one more undo reaches the start.
    _ = shell.update(.shell(.undo), size: size)
    expectNoDifference(
      shell.notice?.text,
      "Undid n (next step) (was script 1/5): back where you were. Now at script 0/5.")
    _ = shell.update(.shell(.undo), size: size)
    expectNoDifference(shell.notice?.text, "Nothing to undo: this is where the session started.")
  }

  /// One overlay at a time, as on Apple's side: each kind opens in place of the one open, and
  /// closing a kind that is not open leaves the open one alone.
  @Test func oneOverlayAtATime() {
    var shell = shell(steps: 1)
    _ = shell.update(.shell(.toggleHelp), size: size)
    expectNoDifference(shell.overlay, .help(offset: 0))
    _ = shell.update(.shell(.toggleNarration), size: size)
    expectNoDifference(shell.overlay, .narration(offset: 0))
    _ = shell.update(.shell(.closeHelp), size: size)
    expectNoDifference(shell.overlay, .narration(offset: 0))
    _ = shell.update(.shell(.closeNarration), size: size)
    expectNoDifference(shell.overlay, nil)
  }

  @Test func approvingInFamilyLinkAppliesThePlayAction() {
    var shell = shell(steps: 3)
    _ = shell.update(.shell(.focus(.parent)), size: size)
    _ = shell.update(.shell(.choose), size: size)
    expectNoDifference(shell.world.requests.map(\.state), [.approved])
    // Approving is the script's next step, so the session stays on the script.
    expectNoDifference(shell.walkthroughLabel, "script 4/5")
    expectNoDifference(shell.notice?.kind, .success)
  }

  @Test func anActionOffTheScriptGoesLiveAndWRejoins() {
    var shell = shell(steps: 3)
    _ = shell.update(.shell(.focus(.parent)), size: size)
    _ = shell.update(.shell(.move(1)), size: size)
    _ = shell.update(.shell(.choose), size: size)
    expectNoDifference(shell.world.requests.map(\.state), [.declined])
    expectNoDifference(shell.walkthroughLabel, "LIVE · left script 3/5")
    _ = shell.update(.shell(.returnToScript), size: size)
    expectNoDifference(shell.walkthroughLabel, "script 3/5")
    expectNoDifference(shell.world, shell.stepWorlds[3])
  }

  @Test func aRefusedCancelSaysPlayRefusalsSentence() {
    var shell = shell(steps: 0)
    _ = shell.update(.shell(.focus(.timeline)), size: size)
    _ = shell.update(.shell(.choose), size: size)  // declare change-1, effective tomorrow
    expectNoDifference(shell.world.changes.map(\.id), ["change-1"])
    _ = shell.update(.shell(.last), size: size)
    _ = shell.update(.shell(.choose), size: size)  // cancel change-1
    expectNoDifference(
      shell.notice,
      Notice(
        .warning,
        PlayRefusal.insideCancellationWindow(
          "change-1", effective: shell.world.today.adding(days: 1)
        )
        .text))
    expectNoDifference(shell.world.changes.map(\.isCancelled), [false])
  }

  @Test func tShowsPlaysTimelineInTheFourthPane() {
    var shell = shell(steps: 3)
    _ = shell.update(.toggleTimeline, size: size)
    #expect(shell.showsTimeline)
    expectNoDifference(shell.focus, .timeline)
    expectNoDifference(shell.lists.timeline.selection, shell.world.trace.count - 1)
    _ = shell.update(.toggleTimeline, size: size)
    #expect(!shell.showsTimeline)
  }

  @Test func qQuitsAndTheKeyTableHasNoConflicts() {
    var shell = shell(steps: 0)
    #expect(shell.keyTable.conflicts.isEmpty)
    #expect(PlayShell.keys(otherStore: "Apple").conflicts.isEmpty)
    expectNoDifference(shell.action(for: .character("q"), size: size), .shell(.quit))
    expectNoDifference(shell.action(for: .character("g"), size: size), nil)
    let commands = shell.update(.shell(.quit), size: size)
    #expect(commands.count == 1 && commands.allSatisfy(\.isQuit))
  }

  @Test func xHandsTheScreenOverAsAPictureNamedAfterTheStep() throws {
    var shell = shell(steps: 2)
    let action = try #require(shell.action(for: .character("x"), size: size))
    expectNoDifference(action, .shell(.saveFrame))
    let screen = shell.render(size: size)
    let commands = shell.update(action, size: size)
    expectNoDifference(
      commands,
      [
        .writeFrame(
          FrameRequest(
            canvas: screen, scenario: PlayStories.texasTeen.name, step: 2, isLive: false))
      ])
  }
}
