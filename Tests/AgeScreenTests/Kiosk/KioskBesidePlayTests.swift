import AgeScreen
import CustomDump
import FlowEngine
import GooglePlayScenarios
import GooglePlayScreen
import Scenarios
import Stores
import Testing

@testable import AppleScreen
@testable import KioskStore

/// Three platforms in one session: a scenario on Apple, Google Play and the kiosk opens on
/// Apple's side, and `o` goes through Google Play's side, then the kiosk's, then back to
/// Apple's. Each side keeps its place, every switch is journaled as the side's own record, and
/// `--resume` brings all three back; a scenario without Apple goes round its two sides.
@Suite struct KioskBesidePlayTests {
  let size = Size(width: 80, height: 24)

  /// The platforms the session shows beside Apple's, in `o`'s order: the built-in (Google
  /// Play's) and the kiosk's.
  static let kinds = KioskFixtures.stores.compactMap(\.screenSide)

  /// The kiosk's file, with a Google Play section when `platforms` names Google Play.
  static func file(platforms: String) -> String {
    KioskFixtures.file(besidePlay: platforms)
  }

  func session(platforms: String = "[apple, google-play, kiosk]") throws -> StoreSession {
    let document = ScenarioDocument(file: "kiosk.yaml", text: Self.file(platforms: platforms))
    return StoreSession(
      opening: document, scenario: try KioskSideTests.opener.load(document), kinds: Self.kinds,
      opener: KioskSideTests.opener)
  }

  /// The records `session` saves for `keys`, in order.
  func press(_ keys: [Character], on session: inout StoreSession) throws
    -> [SessionRecord]
  {
    try keys.flatMap { key in
      let action = try #require(session.action(for: .character(key), size: size))
      return Self.saved(session.update(action, size: size))
    }
  }

  /// The session's opening records.
  func started(_ session: inout StoreSession) -> [SessionRecord] {
    Self.saved(session.start())
  }

  /// The records `commands` save, in order.
  static func saved(_ commands: [ShellCommand]) -> [SessionRecord] {
    commands.flatMap { command -> [SessionRecord] in
      guard case .save(let records, _) = command else { return [] }
      return records
    }
  }

  /// `c` compares the same stores on every side, in `compare`'s order: the session hands
  /// Apple's shell and each side it opens every registered store's side of `compare`.
  @Test func everySidesCompareHasEveryStoreInCompareOrder() throws {
    let session = try session()
    let expected = ["apple", "google-play", "amazon-appstore", "kiosk"]
    expectNoDifference(KioskFixtures.stores.map(\.compareSide.platform.rawValue), expected)
    expectNoDifference(session.appleShell?.compareSides.map(\.platform.rawValue), expected)
    expectNoDifference(
      session.side(PlayShell.self)?.compareSides.map(\.platform.rawValue), expected)
    expectNoDifference(
      session.side(KioskSide.self)?.compareSides.map(\.platform.rawValue), expected)
  }

  @Test func oGoesThroughEverySideInTurnAndEachKeepsItsPlace() throws {
    var session = try session()
    _ = started(&session)
    expectNoDifference(session.sides.platforms, [.apple, .googlePlay, KioskSection.kiosk])
    expectNoDifference(session.sides.shownPlatform, .apple)
    expectNoDifference(
      session.appleShell?.notice,
      Notice(
        .info, "This scenario runs on Apple, Google Play and Kiosk: o shows each side in turn."
      ))
    #expect(session.render(size: size).lines[23].contains("o Play"))

    var records = try press(["o"], on: &session)
    expectNoDifference(session.sides.shownPlatform, .googlePlay)
    expectNoDifference(session.play?.notice, Notice(.info, "Google Play's side · o shows Kiosk's"))
    records += try press(["n"], on: &session)
    expectNoDifference(session.play?.walkthroughLabel, "script 1/2")
    #expect(session.render(size: size).lines[23].contains("o Kiosk"))

    records += try press(["o", "n", "n"], on: &session)
    expectNoDifference(session.sides.shownPlatform, KioskSection.kiosk)
    expectNoDifference(session.side(KioskSide.self)?.reached, 2)
    expectNoDifference(session.side(KioskSide.self)?.otherStore, "Apple")

    records += try press(["o"], on: &session)
    expectNoDifference(session.sides.shownPlatform, .apple)
    expectNoDifference(
      session.appleShell?.notice, Notice(.info, "Apple's side · o shows Google Play's"))
    expectNoDifference(session.play?.walkthroughLabel, "script 1/2")
    expectNoDifference(session.side(KioskSide.self)?.reached, 2)

    expectNoDifference(
      records,
      [
        .play(.shown(true)), .play(.jump(1, cause: .nextStep)),
        KioskSide.sessionRecord(.shown(true)), KioskSide.sessionRecord(.reached(1)),
        KioskSide.sessionRecord(.reached(2)), KioskSide.sessionRecord(.shown(false)),
      ])
  }

  @Test func resumeBringsEverySideBackAndTheSideShown() throws {
    var live = try session()
    var journal = started(&live)
    journal += try press(["n", "o", "n", "o", "n", "n"], on: &live)
    var restored = try session()
    expectNoDifference(restored.restore(journal), nil)
    expectNoDifference(restored.sides.shownPlatform, KioskSection.kiosk)
    expectNoDifference(restored.side(KioskSide.self)?.reached, 2)
    expectNoDifference(restored.side(KioskSide.self)?.notice, "resumed at the kiosk's step 2")
    expectNoDifference(restored.play?.walkthroughLabel, live.play?.walkthroughLabel)
    expectNoDifference(restored.play?.screen, live.play?.screen)
    expectNoDifference(restored.appleShell?.walkthroughLabel, live.appleShell?.walkthroughLabel)
    // `o` goes on from where the journal left it: back to Apple's side.
    #expect(try press(["o"], on: &restored) == [KioskSide.sessionRecord(.shown(false))])
    expectNoDifference(restored.sides.shownPlatform, .apple)
  }

  @Test func theNotesFollowEverySideAndRefuseASideTheyDoNotHave() throws {
    var live = try session()
    let summary = "A third platform, from the tests, beside Apple."
    let playJournal = started(&live) + (try press(["o", "n"], on: &live))
    var notes = NotesReplay(opener: KioskSideTests.opener, kinds: Self.kinds)
    for record in playJournal { notes.apply(record) }
    let play = try #require(live.play)
    expectNoDifference(notes.step, NotesStep(play: play, summary: summary))
    expectNoDifference(notes.step?.store, "Google Play")

    let journal = playJournal + (try press(["o", "n"], on: &live))
    notes = NotesReplay(opener: KioskSideTests.opener, kinds: Self.kinds)
    for record in journal { notes.apply(record) }
    expectNoDifference(notes.problem, nil)
    expectNoDifference(notes.sides?.shownPlatform, KioskSection.kiosk)
    expectNoDifference(notes.sides?.side(KioskSide.self)?.reached, 1)
    expectNoDifference(notes.sides?.play?.walkthroughLabel, "script 1/2")
    expectNoDifference(
      notes.step,
      NotesStep(
        scenarioName: "kiosk-decline", scenarioTitle: "The kiosk's script",
        position: .script(1), total: 4, narration: "The kiosk played launch.",
        nextCaption: "ask-parent", liveActions: 0, store: "Kiosk"))
    // Back on Apple's side, the notes are Apple's.
    notes.apply(KioskSide.sessionRecord(.shown(false)))
    expectNoDifference(notes.step?.store, nil)
    expectNoDifference(notes.step?.scenarioName, "kiosk-decline")
    var builtIn = NotesReplay(opener: KioskSideTests.opener)
    for record in journal { builtIn.apply(record) }
    expectNoDifference(
      builtIn.problem, "a record changes Kiosk's side, which this session does not have")
  }

  @Test func aScenarioWithoutAppleGoesRoundItsSides() throws {
    var session = try session(platforms: "[google-play, kiosk]")
    expectNoDifference(session.sides.shownPlatform, .googlePlay)
    expectNoDifference(session.play?.otherStore, "Kiosk")
    expectNoDifference(session.side(KioskSide.self)?.otherStore, "Google Play")
    let records = try press(["o", "n", "o"], on: &session)
    expectNoDifference(session.sides.shownPlatform, .googlePlay)
    expectNoDifference(session.play?.notice, Notice(.info, "Google Play's side · o shows Kiosk's"))
    expectNoDifference(
      records,
      [
        KioskSide.sessionRecord(.shown(true)), KioskSide.sessionRecord(.reached(1)),
        KioskSide.sessionRecord(.shown(false)),
      ])
  }

  @Test func theScenarioPickerOpensOverTheKiosksSideItWasAskedOn() throws {
    var session = try session(platforms: "[google-play, kiosk]")
    _ = try press(["o"], on: &session)
    let kiosk = session.render(size: size).lines
    #expect(kiosk[0].hasPrefix("Kiosk · step 0/"))
    _ = try press(["s"], on: &session)
    expectNoDifference(session.sides.shownPlatform, KioskSection.kiosk)
    expectNoDifference(session.keyContext(size: size).mode, .picker)
    let screen = session.render(size: size).lines
    // The kiosk's own first row, the picker's box over the rest, nothing of Apple's screen.
    expectNoDifference(screen[0], kiosk[0])
    #expect(screen.contains { $0.contains("┏ ▶ Scenarios (★ default)") }, "\(screen)")
    #expect(!screen.contains { $0.contains("AgeTUI — ") }, "\(screen)")
    _ = session.update(.picker(.closePicker), size: size)
    expectNoDifference(session.render(size: size).lines, kiosk)
  }

  @Test(
    "a switch the scenario open cannot take stops the resume, with its reason",
    arguments: [
      (
        "[google-play, kiosk]", SessionRecord.play(.shown(false)),
        "switches sides, but kiosk-decline runs on Google Play and Kiosk only"
      ),
      (
        "[apple, kiosk]", SessionRecord.play(.shown(true)),
        "changes Google Play's side, but kiosk-decline runs on Apple and Kiosk only"
      ),
      (
        "[apple, google-play, kiosk]",
        SessionRecord.store(
          StoreJournalRecord(key: "kiosk", value: .object([:]), platform: KioskSide.platform)),
        "cannot be read as a record of Kiosk's side"
      ),
      (
        "[apple, google-play, kiosk]",
        SessionRecord.store(StoreJournalRecord(key: "arcade", value: .object([:]))),
        "changes arcade's side, which this session does not have"
      ),
    ])
  func aRecordThatDoesNotFitStops(platforms: String, record: SessionRecord, reason: String)
    throws
  {
    var live = try session(platforms: platforms)
    let journal = started(&live) + [record]
    var restored = try session(platforms: platforms)
    expectNoDifference(
      restored.restore(journal), RestoreStop(index: journal.count - 1, reason: reason))
  }
}
