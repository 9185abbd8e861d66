import CustomDump
import FlowEngine
import Foundation
import GooglePlay
import GooglePlayScenarios
import Scenarios
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import AppleScreen
@testable import GooglePlayScreen

/// Google Play's side in the session journal: its records, their exact lines, a replay that
/// rebuilds the side whole (undo, walkthrough, live actions, screen, the side shown), Apple's
/// journals as they were, and bad Play records refused as Apple's are.
@Suite struct PlayJournalTests {
  static let size = Size(width: 120, height: 40)

  /// The journal's own encoding (SessionJournal: sorted keys, one line per record).
  static func line(_ record: SessionRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(record), as: UTF8.self)
  }

  /// A Play screen with every field away from where a shell opens.
  static var screen: PlayScreen {
    var screen = PlayShell(story: PlayStories.texasTeen).screen
    screen.focus = .settings
    screen.lists.settings = ScrollList(count: 9)
    screen.lists.timeline = ScrollList(count: 0)
    screen.documentScroll.parent = 2
    screen.showsTimeline = true
    screen.banner = .caption
    screen.shownDevice = .secondDevice
    screen.wordingMarks = false
    return screen
  }

  @Test(
    "each Play record is one exact JSON line, and reads back as itself",
    arguments: [
      // A journal written before jumps kept their reason reads back as a jump without one.
      (.play(.jump(2)), #"{"play":{"_0":{"jump":{"_0":2}}}}"#),
      (
        .play(.jump(2, cause: .previousStep)),
        #"{"play":{"_0":{"jump":{"_0":2,"cause":"previousStep"}}}}"#
      ),
      (.play(.undo), #"{"play":{"_0":{"undo":{}}}}"#),
      (.play(.shown(true)), #"{"play":{"_0":{"shown":{"_0":true}}}}"#),
      (
        .play(.perform(.launch(.childPhone))),
        #"{"play":{"_0":{"perform":{"_0":{"launch":{"_0":"child-iphone"}}}}}}"#
      ),
      (
        .play(.perform(.parentAnswers(from: .parentPhone, approve: true))),
        #"{"play":{"_0":{"perform":{"_0":{"parentAnswers":{"approve":true,"from":"parent-iphone"}}}}}}"#
      ),
      (
        .play(.perform(.set(.region("US-UT")))),
        #"{"play":{"_0":{"perform":{"_0":{"set":{"_0":{"region":{"_0":"US-UT"}}}}}}}}"#
      ),
      (
        .play(.perform(.advanceClock(days: 7))),
        #"{"play":{"_0":{"perform":{"_0":{"advanceClock":{"days":7}}}}}}"#
      ),
      (
        .play(.screen(screen)),
        #"{"play":{"_0":{"screen":{"_0":{"banner":"caption","documentScroll":{"child":0,"parent":2,"settings":0,"timeline":0},"focus":3,"#
          + #""lists":{"child":{"count":1,"offset":0,"selection":0},"parent":{"count":3,"offset":0,"selection":0},"#
          + #""settings":{"count":9,"offset":0,"selection":0},"timeline":{"count":0,"offset":0,"selection":0}},"#
          + #""shownDevice":"second-device","showsTimeline":true,"wordingMarks":false}}}}}"#
      ),
    ] as [(SessionRecord, String)])
  func recordLine(record: SessionRecord, line: String) throws {
    #expect(try Self.line(record) == line)
    #expect(try JSONDecoder().decode(SessionRecord.self, from: Data(line.utf8)) == record)
  }

  /// The Play shell after `actions`, and the records its updates asked to save.
  static func journaled(_ shell: PlayShell, _ actions: [WalkthroughSideAction]) -> (
    shell: PlayShell, records: [PlayRecord]
  ) {
    var shell = shell
    var records: [PlayRecord] = []
    for action in actions {
      for command in shell.update(action, size: size) {
        if case .save(let saved, let startsNew) = command {
          #expect(!startsNew)
          records += saved
        }
      }
    }
    return (shell, records)
  }

  /// Every kind of change: script steps, a live answer, undo, lists, a document's scroll, the
  /// Timeline, the banner, a step back and a return to the script, the marks (`W`), a sharing
  /// mode (`m`) and an auto-play step.
  static let walk: [WalkthroughSideAction] = [
    .shell(.nextStep), .shell(.nextStep), .shell(.nextStep), .shell(.focus(.parent)),
    .shell(.choose), .shell(.undo), .shell(.nextStep), .shell(.focus(.settings)),
    .shell(.move(2)), .shell(.choose), .shell(.focus(.child)), .shell(.page(1)), .toggleTimeline,
    .shell(.move(-3)), .shell(.cycleBanner), .shell(.focus(.settings)), .shell(.move(6)),
    .shell(.choose), .shell(.undo), .shell(.returnToScript), .shell(.previousStep),
    .shell(.toggleWordingMarks), .shell(.cycleSharingMode), .shell(.toggleAutoplay),
    .shell(.autoAdvance), .shell(.toggleAutoplay),
  ]

  @Test func theFirstStepsSaveJumpsAndTheScreenWhenItMoves() {
    let start = PlayShell(story: PlayStories.texasTeen)
    let (one, first) = Self.journaled(start, [.shell(.nextStep)])
    expectNoDifference(first, [.jump(1, cause: .nextStep), .screen(one.screen)])
    expectNoDifference(one.screen.focus, .timeline)
    // Undo takes the step's trace entries off the Timeline's list too: the screen moved.
    let (back, undone) = Self.journaled(one, [.shell(.undo)])
    expectNoDifference(undone, [.undo, .screen(back.screen)])
    #expect(back.screen.lists.timeline.count < one.screen.lists.timeline.count)
    // Nothing to undo at the start: nothing changed, nothing saved.
    expectNoDifference(Self.journaled(start, [.shell(.undo)]).records, [])
    // Moving within a list saves only the screen.
    let (moved, screenOnly) = Self.journaled(one, [.shell(.move(1))])
    expectNoDifference(screenOnly, [.screen(moved.screen)])
  }

  @Test func replayingTheRecordsRebuildsTheShellWhole() throws {
    var (live, records) = Self.journaled(PlayShell(story: PlayStories.texasTeen), Self.walk)
    #expect(records.contains(.undo))
    #expect(records.contains { if case .perform = $0 { true } else { false } })
    var restored = PlayShell(story: PlayStories.texasTeen)
    expectNoDifference(restored.restore(records), nil)
    expectNoDifference(
      restored.notice, Notice(.success, "Resumed texas-teen-play after 4 actions (script 4/5)."))
    let notice = Notice(.info, "compared")
    live.report(notice)
    restored.report(notice)
    expectNoDifference(restored, live)
    expectNoDifference(restored.render(size: Self.size), live.render(size: Self.size))
    // Undo goes on from where the journal left it, as it would have live.
    _ = live.update(.shell(.undo), size: Self.size)
    _ = restored.update(.shell(.undo), size: Self.size)
    expectNoDifference(restored, live)
  }

  /// After every prefix of the walk, not only the whole of it, the restored shell is the live
  /// one, whole (but for auto-play, which a resume does not restart).
  @Test func everyPrefixOfTheWalkRestoresTheLiveShell() throws {
    for count in 1...Self.walk.count {
      var (live, records) = Self.journaled(
        PlayShell(story: PlayStories.texasTeen), Array(Self.walk.prefix(count)))
      var restored = PlayShell(story: PlayStories.texasTeen)
      expectNoDifference(restored.restore(records), nil)
      let notice = Notice(.info, "compared")
      live.report(notice)
      restored.report(notice)
      // Auto-play is not journaled: a resumed session does not play on by itself.
      live.autoplay = nil
      expectNoDifference(restored, live, "after \(count) keys")
    }
  }

  /// Journals with no screen record after their last actions (the history bench writes such):
  /// the lists and scrolls a replay leaves are those the actions left live, a revocation's Play
  /// Console scrolled to its end among them.
  @Test(arguments: [
    [PlayAction.launch(.childPhone), .close(.childPhone), .launch(.childPhone)],
    [
      .declareChange(id: "video-calling", description: "Video.", effective: PlayStories.day(0)),
      .launch(.childPhone), .parentAnswers(from: .parentPhone, approve: true),
      .revoke(from: .parentPhone),
    ],
    [.set(.sharingMode(.alwaysShare)), .launch(.childPhone), .close(.childPhone)],
  ])
  func actionsWithoutAScreenRecordCountTheListsAsLive(actions: [PlayAction]) throws {
    var live = PlayShell(story: PlayStories.texasTeen)
    for action in actions { live.perform(action) }
    var restored = PlayShell(story: PlayStories.texasTeen)
    expectNoDifference(restored.restore(actions.map(PlayRecord.perform)), nil)
    expectNoDifference(restored.lists, live.lists)
    expectNoDifference(restored.documentScroll, live.documentScroll)
    expectNoDifference(restored.focus, live.focus)
    expectNoDifference(restored.world, live.world)
  }

  /// A replay leaves the lists that start over uncounted until a record that is not an action,
  /// the end of the replay or the next key; Settings, whose row stays within every new count,
  /// is counted after each action.
  @Test func aReplayCountsTheListsThatStartOverOnceAfterItsActions() {
    let actions: [PlayAction] = [
      .launch(.childPhone), .close(.childPhone), .set(.sharingMode(.alwaysShare)),
      .launch(.childPhone),
    ]
    var live = PlayShell(story: PlayStories.texasTeen)
    var replayed = live
    for action in actions {
      live.perform(action)
      expectNoDifference(replayed.replay(.perform(action)), nil)
    }
    expectNoDifference(replayed.deferredLists, [.child, .parent, .timeline])
    expectNoDifference(replayed.lists.settings, live.lists.settings)
    var keyed = replayed
    replayed.countDeferredLists()
    expectNoDifference(replayed.deferredLists, [])
    expectNoDifference(replayed.lists, live.lists)
    // A key counts them first, so it moves from where the actions left the lists.
    _ = keyed.update(.shell(.move(1)), size: Self.size)
    _ = live.update(.shell(.move(1)), size: Self.size)
    expectNoDifference(keyed.lists, live.lists)
    expectNoDifference(keyed.deferredLists, [])
  }

  @Test func aLiveActionIsCountedUntilTheScriptIsRejoined() {
    let (shell, _) = Self.journaled(
      PlayShell(story: PlayStories.texasTeen),
      [
        .shell(.nextStep), .shell(.focus(.settings)), .shell(.choose), .shell(.move(1)),
        .shell(.choose),
      ])
    expectNoDifference(shell.walkthroughLabel, "LIVE · left script 1/5")
    expectNoDifference(shell.present.liveActions, 2)
    expectNoDifference(
      Self.journaled(shell, [.shell(.returnToScript)]).shell.present.liveActions, 0)
  }

  // MARK: - Both sides in one journal

  /// Apple's shell on texas-teen (`onApple`) or on a Google-only built-in, and Play's side of
  /// the Texas teen beside it.
  static func twoStores(onApple: Bool = true) throws -> StoreSession {
    let name = onApple ? "texas-teen" : "play-ask-before-sharing"
    return try StoreSession(builtIn: name) { _ in PlayStories.texasTeen }
  }

  /// `session` started and driven by `actions`, with every record it saved.
  static func journaled(_ session: StoreSession, _ actions: [StoreSessionAction])
    -> (session: StoreSession, records: [SessionRecord])
  {
    var session = session
    var commands = session.start()
    for action in actions { commands += session.update(action, size: size) }
    return (session, commands.savedRecords)
  }

  static let bothWalk: [StoreSessionAction] =
    [.apple(.nextStep), .switchStore] + walk.prefix(10).map(StoreSessionAction.play)
    + [
      .switchStore, .apple(.nextStep), .apple(.focus(.settings)), .switchStore,
      .play(.shell(.undo)),
    ]

  @Test func bothSidesComeBackInOrderOnTheSideShown() throws {
    var (live, records) = Self.journaled(try Self.twoStores(), Self.bothWalk)
    // Play's records sit among Apple's in the order the keys made them.
    let kinds = records.map { record -> String in
      switch (record, record.appleRecord) {
      case (.open, _): "open"
      case (_, .jump?): "jump"
      case (_, .perform?): "perform"
      case (_, .undo?): "undo"
      case (_, .screen?): "screen"
      case (.store, nil):
        switch record.playRecord {
        case .shown(let shown): shown ? "o→play" : "o→apple"
        case .some: "play"
        case nil: "store"
        }
      }
    }
    expectNoDifference(
      kinds,
      [
        "open", "screen", "jump", "screen", "o→play", "play", "play", "play", "play", "play",
        "play", "play", "play", "play", "play", "play", "play", "play", "play", "play", "play",
        "o→apple", "jump", "screen", "screen", "o→play", "play",
      ])
    var restored = try Self.twoStores()
    expectNoDifference(restored.restore(records), nil)
    #expect(restored.showsPlay)
    let notice = Notice(.info, "compared")
    live.report(notice)
    restored.report(notice)
    expectNoDifference(restored.play, live.play)
    expectNoDifference(restored.render(size: Self.size), live.render(size: Self.size))
    // Apple's side is where it was too, but for the notice that says it was resumed.
    _ = live.update(.switchStore, size: Self.size)
    _ = restored.update(.switchStore, size: Self.size)
    live.report(notice)
    restored.report(notice)
    expectNoDifference(restored.render(size: Self.size), live.render(size: Self.size))
  }

  @Test func aGoogleOnlyScenarioResumesOnPlaysSide() throws {
    let (live, records) = Self.journaled(
      try Self.twoStores(onApple: false), Self.walk.map(StoreSessionAction.play))
    #expect(!records.contains(.play(.shown(true))))
    var restored = try Self.twoStores(onApple: false)
    expectNoDifference(restored.restore(records), nil)
    #expect(restored.showsPlay)
    expectNoDifference(
      restored.play?.notice,
      Notice(.success, "Resumed texas-teen-play after 4 actions (script 4/5)."))
    var expected = live.play
    expected?.report(try #require(restored.play?.notice))
    expectNoDifference(restored.play, expected)
  }

  // MARK: - Apple's journals as they were

  static let appleWalk: [ShellAction] = [
    .nextStep, .nextStep, .nextStep, .choose, .focusNext, .move(2), .choose, .undo, .nextStep,
    .focus(.settings), .move(1), .previousStep, .choose, .undo, .undo, .returnToScript,
    .focus(.timeline), .move(-1), .cycleBanner, .toggleWordingMarks,
  ]

  @Test(
    "an Apple walk journals the same records with a Play side beside it or none",
    arguments: ["texas-teen", "texas-teen-both-stores"])
  func appleRecordsUnchanged(name: String) throws {
    let opened = try SimulatorStates.opened(name)
    let (_, alone) = SimulatorStates.journaled(opened, Self.appleWalk)
    let (session, both) = Self.journaled(
      try StoreSession(builtIn: name, finder: PlayStory.ofScenario),
      Self.appleWalk.map(StoreSessionAction.apple))
    #expect(session.play != nil || name == "texas-teen")
    // The session's header, then Apple's lines as Apple's shell alone writes them.
    expectNoDifference(both.first, .open(session.document))
    expectNoDifference(Array(both.dropFirst()), alone)
    #expect(try both.dropFirst().map(Self.line) == alone.map(Self.line))
  }

  @Test func anOldAppleJournalRestoresTheSameState() throws {
    let opened = try SimulatorStates.opened("texas-teen")
    let (live, records) = SimulatorStates.journaled(opened, Self.appleWalk)
    // Lines as an older AgeTUI wrote them read back as the same records.
    let lines = try records.map(Self.line)
    let read = try lines.map { try JSONDecoder().decode(SessionRecord.self, from: Data($0.utf8)) }
    expectNoDifference(read, records)
    var alone = opened
    expectNoDifference(alone.restore(read), nil)
    var session = try StoreSession(builtIn: "texas-teen", finder: PlayStory.ofScenario)
    expectNoDifference(session.restore([.open(session.document)] + read), nil)
    expectNoDifference(session.play, nil)
    expectNoDifference(session.render(size: Self.size), alone.render(size: Self.size))
    var resumedLive = live
    resumedLive.report(try #require(alone.notice))
    expectNoDifference(alone.render(size: Self.size), resumedLive.render(size: Self.size))
  }

  // MARK: - Bad Play records

  /// A `declare-change` record, valid but for what is given.
  static func declare(
    id: PlayWorld.ChangeID = "video-calling", description: String = "Video calling."
  ) -> SessionRecord {
    .play(.perform(.declareChange(id: id, description: description, effective: PlayStories.day(3))))
  }

  static func badScreen(_ change: (inout PlayScreen) -> Void) -> SessionRecord {
    var screen = PlayShell(story: PlayStories.texasTeen).screen
    change(&screen)
    return .play(.screen(screen))
  }

  @Test(
    "a Play record out of range stops the replay before it, keeping what came before",
    arguments: [
      (
        .play(.jump(9)),
        "jumps to Google Play's step 9 of texas-teen-play, whose walkthrough has 5 steps"
      ),
      (
        .play(.jump(-1)),
        "jumps to Google Play's step -1 of texas-teen-play, whose walkthrough has 5 steps"
      ),
      (
        .play(.perform(.advanceClock(days: 0))),
        "moves Google Play's clock by 0 days (1 to 3650 at a time)"
      ),
      (
        .play(.perform(.advanceClock(days: Int.max))),
        "moves Google Play's clock by 9223372036854775807 days (1 to 3650 at a time)"
      ),
      (
        .play(.shown(false)), "switches sides, but play-ask-before-sharing runs on Google Play only"
      ),
      (
        badScreen { $0.lists.settings = ScrollList(count: 1 << 30) },
        "puts the Settings list's count at 1073741824 (0 to 16777216)"
      ),
      (
        badScreen { $0.documentScroll.child = -5 },
        "scrolls the Phone pane to -5 (0 to 16777216)"
      ),
      (
        badScreen { $0.lists.parent = ScrollList(count: 1 << 25) },
        "puts the Family Link list's count at 33554432 (0 to 16777216)"
      ),
      // Every value is held to what a Google Play script allows (ScenarioLimits).
      (
        declare(description: String(repeating: "x", count: 201)),
        "declares change video-calling with a description that is 201 characters long (at "
          + "most 200)"
      ),
      (
        declare(description: "Two\nlines"),
        "declares change video-calling with a description that holds \\u{A} at character 4 "
          + "(one line, no control characters)"
      ),
      (
        declare(id: PlayWorld.ChangeID(String(repeating: "a", count: 61))),
        "declares a change whose ID is 61 characters long (at most 60)"
      ),
      (declare(id: "Video Calling"), "declares a change whose ID Video Calling is not kebab-case"),
      (
        .play(.perform(.cancelChange(id: "video_calling"))),
        "cancels a change whose ID video_calling is not kebab-case"
      ),
      (
        .play(.perform(.setAgeRanges(minimumAges: [1, 3, 5, 7, 9, 11]))),
        "sets 6 minimum ages in Play Console (at most 5)"
      ),
      (
        .play(.perform(.setAgeRanges(minimumAges: [0]))),
        "sets a minimum age of 0 in Play Console (1 to 99)"
      ),
      (
        .play(.perform(.set(.region(RegionCode(String(repeating: "A", count: 41)))))),
        "moves Google Play's account to a region whose code is 41 characters long (at most 40)"
      ),
      (
        .store(StoreJournalRecord(key: String(repeating: "k", count: 41), value: .object([:]))),
        "is written under a key that is 41 characters long (at most 40)"
      ),
    ] as [(SessionRecord, String)])
  func badPlayRecord(record: SessionRecord, reason: String) throws {
    let (_, start) = Self.journaled(try Self.twoStores(onApple: false), [])
    let records = start + [.play(.jump(1)), record, .play(.jump(2))]
    var session = try Self.twoStores(onApple: false)
    expectNoDifference(
      session.restore(records), RestoreStop(index: start.count + 1, reason: reason))
    expectNoDifference(session.play?.walkthroughLabel, "script 1/5")
    #expect(session.showsPlay)
  }

  @Test func aPlayRecordForAScenarioWithoutAPlaySideIsRefused() throws {
    var session = try StoreSession(builtIn: "texas-teen", finder: PlayStory.ofScenario)
    let (_, start) = Self.journaled(session, [.apple(.nextStep)])
    expectNoDifference(
      session.restore(start + [.play(.undo), .jump(2, .nextStep)]),
      RestoreStop(
        index: start.count,
        reason: "changes Google Play's side, but texas-teen runs on Apple only"))
    expectNoDifference(session.appleShell?.walkthroughLabel, "script 1/4")
  }
}
