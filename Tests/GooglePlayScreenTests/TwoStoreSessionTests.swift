import CustomDump
import GooglePlayScenarios
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen
@testable import GooglePlayScreen

/// A scenario on both stores: `o` switches sides, each keeps its place, and both sides are
/// journaled.
@Suite struct TwoStoreSessionTests {
  let size = Size(width: 80, height: 24)

  func session() throws -> StoreSession {
    try StoreSession(builtIn: "texas-teen") { _ in PlayStories.texasTeen }
  }

  @Test func oSwitchesSidesAndEachKeepsItsPlace() throws {
    var session = try session()
    _ = session.start()
    let appleN = try #require(session.action(for: .character("n"), size: size))
    let saved = session.update(appleN, size: size).savedRecords
    expectNoDifference(saved.isEmpty, false)
    let switchKey = try #require(session.action(for: .character("o"), size: size))
    expectNoDifference(switchKey, .switchStore)
    _ = session.update(switchKey, size: size)
    #expect(session.showsPlay)
    expectNoDifference(
      session.play?.notice, Notice(.info, "Google Play's side · o returns to Apple's"))
    let playN = try #require(session.action(for: .character("n"), size: size))
    expectNoDifference(playN, .play(.shell(.nextStep)))
    // Play's side is journaled in the same journal, inside `play` records.
    let playSaved = session.update(playN, size: size).savedRecords
    let playScreen = try #require(session.play?.screen)
    expectNoDifference(playSaved, [.play(.jump(1, cause: .nextStep)), .play(.screen(playScreen))])
    expectNoDifference(session.play?.walkthroughLabel, "script 1/5")
    _ = session.update(try #require(session.action(for: .character("o"), size: size)), size: size)
    #expect(!session.showsPlay)
    expectNoDifference(session.appleShell?.walkthroughLabel, "script 1/4")
  }

  @Test func theRuntimesNoticeGoesToTheSideShownAndTheUnsavedMarkToBoth() throws {
    var session = try session()
    _ = session.start()
    _ = session.update(.switchStore, size: size)
    expectNoDifference(
      session.action(for: .report(Notice(.info, "saved"))),
      .runtime(.report(Notice(.info, "saved"))))
    session.report(Notice(.info, "picture saved to agetui-texas-teen-0.svg"))
    expectNoDifference(
      session.play?.notice, Notice(.info, "picture saved to agetui-texas-teen-0.svg"))
    #expect(session.appleShell?.notice != Notice(.info, "picture saved to agetui-texas-teen-0.svg"))
    expectNoDifference(session.deliver(.unsaved("not saved since 14:02 — disk full")), [])
    expectNoDifference(session.appleShell?.unsavedMark, "not saved since 14:02 — disk full")
    expectNoDifference(session.play?.unsavedMark, "not saved since 14:02 — disk full")
    expectNoDifference(session.deliver(.followedByNotes(true)), [])
    expectNoDifference(session.appleShell?.isFollowedByNotes, true)
    session.deliver(.unsaved(nil))
    expectNoDifference(session.appleShell?.unsavedMark, nil)
    expectNoDifference(session.play?.unsavedMark, nil)
  }

  @Test func bothFootersNameTheSwitch() throws {
    var session = try session()
    #expect(session.render(size: size).lines[23].contains("o Play"))
    _ = session.update(.switchStore, size: size)
    #expect(session.render(size: size).lines[23].contains("o Apple"))
  }

  @Test func withoutAPlaySideEveryFrameIsApplesOwn() throws {
    let apple = try SimulatorStates.opened("texas-teen")
    var session = try StoreSession(builtIn: "texas-teen") { _ in nil }
    expectNoDifference(session.present(size: size), apple.render(size: size))
    expectNoDifference(session.action(for: .character("o"), size: size), nil)
  }

  @Test func aGoogleOnlyScenarioShowsPlayAloneWithoutO() throws {
    var session = try StoreSession(builtIn: "play-ask-before-sharing") { _ in
      PlayStories.texasTeen
    }
    #expect(session.showsPlay)
    expectNoDifference(session.action(for: .character("o"), size: size), nil)
    #expect(!session.render(size: size).lines[23].contains(" o "))
    _ = session.update(.switchStore, size: size)
    #expect(session.showsPlay)
  }

  @Test func sOpensTheScenarioPickerFromPlaysSideAndEscReturnsToIt() throws {
    var session = try StoreSession(builtIn: "play-ask-before-sharing") { _ in
      PlayStories.texasTeen
    }
    let open = try #require(session.action(for: .character("s"), size: size))
    expectNoDifference(open, .play(.shell(.openPicker)))
    _ = session.update(open, size: size)
    // Play's side stays shown under the picker, which the session keeps and takes the keys of.
    #expect(session.showsPlay)
    expectNoDifference(session.keyContext(size: size).mode, .picker)
    let close = try #require(session.action(for: .escape, size: size))
    expectNoDifference(close, .picker(.closePicker))
    _ = session.update(close, size: size)
    #expect(session.showsPlay)
    expectNoDifference(session.keyContext(size: size).mode, .normal)
  }
}

/// `u` on any store's side: with nothing left to take back there, it takes back the opening of
/// the scenario, and the one before comes back as it was left, on the side it was left on.
@Suite struct TakingBackAnOpeningTests {
  let size = Size(width: 100, height: 30)

  @Test func uOnPlaysSideReturnsToTheScenarioBeforeAsItWasLeft() throws {
    var session = try StoreSession(builtIn: "texas-teen-both-stores")
    var commands = session.start()
    let brazil = try #require(ScenarioLibrary.names.firstIndex(of: "play-brazil"))
    for action: StoreSessionAction in [
      .switchStore, .play(.shell(.nextStep)), .play(.shell(.openPicker)),
      .picker(.pickerSelect(brazil)), .picker(.pickerChoose),
    ] {
      commands += session.update(action, size: size)
    }
    expectNoDifference(session.scenario.name, "play-brazil")
    expectNoDifference(session.play?.notice?.text.hasPrefix("Opened play-brazil: "), true)
    let left = try #require(session.play)
    expectNoDifference(left.canUndo, false)
    commands += session.update(.play(.shell(.undo)), size: size)
    expectNoDifference(session.scenario.name, "texas-teen-both-stores")
    #expect(session.showsPlay)
    expectNoDifference(session.play?.walkthroughLabel, "script 1/5")
    expectNoDifference(
      session.play?.notice,
      WalkthroughNotice.undid(cause: .opened, was: "script 0/1", now: "script 1/5"))
    // The journal says so with Play's own `u`, and takes a resumed session to the same place.
    expectNoDifference(commands.savedRecords.last, .play(.undo))
    var restored = try StoreSession(builtIn: "texas-teen")
    expectNoDifference(restored.restore(commands.savedRecords), nil)
    expectNoDifference(restored.scenario.name, "texas-teen-both-stores")
    #expect(restored.showsPlay)
    expectNoDifference(restored.play?.present, session.play?.present)
    // At the first scenario's start, `u` has nothing to take back.
    _ = session.update(.play(.shell(.undo)), size: size)
    _ = session.update(.play(.shell(.undo)), size: size)
    expectNoDifference(session.play?.notice, WalkthroughNotice.nothingToUndo)
    expectNoDifference(session.scenario.name, "texas-teen-both-stores")
  }
}
