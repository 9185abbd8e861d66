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

/// A third platform's side in the TUI: a scenario on Apple and the kiosk opens on Apple's side,
/// `o` shows the kiosk's own screen, its keys act there, its changes are journaled among
/// Apple's as `side` records, and `--resume` brings both sides back, with no source file
/// knowing the kiosk.
@Suite struct KioskSideTests {
  let size = Size(width: 80, height: 24)

  /// The YAML opener with the kiosk's section given to the loader.
  static let opener = ScenarioOpener { document throws(ScenarioError) in
    try ScenarioLoader.load(
      document.text, file: document.file, sections: KioskFixtures.sections)
  }

  func session(platforms: String = "[apple, kiosk]") throws -> StoreSession {
    var text = KioskFixtures.file(platforms: platforms)
    if !platforms.contains("apple") {
      // Apple's top-level script goes with Apple.
      text = text.replacingOccurrences(of: "script:\n  - do: launch\n", with: "")
    }
    let document = ScenarioDocument(file: "kiosk.yaml", text: text)
    return StoreSession(
      opening: document, scenario: try Self.opener.load(document),
      kinds: [.apple, StoreSideKind(compareSide: .kiosk, KioskSide.opening)], opener: Self.opener)
  }

  /// The records `session` saves for `keys`, in order.
  func press(_ keys: [Character], on session: inout StoreSession) throws
    -> [SessionRecord]
  {
    try keys.flatMap { key in
      let action = try #require(session.action(for: .character(key), size: size))
      return session.update(action, size: size).flatMap { command -> [SessionRecord] in
        guard case .save(let records, _) = command else { return [] }
        return records
      }
    }
  }

  @Test func oShowsTheKiosksScreenAndItsKeysActThere() throws {
    var session = try session()
    _ = session.start()
    #expect(session.showsApple)
    expectNoDifference(
      session.appleShell?.notice,
      Notice(.info, "This scenario runs on both stores: o shows Kiosk's side."))
    let records = try press(["o", "n", "n", "u"], on: &session)
    #expect(!session.showsApple)
    expectNoDifference(session.side(KioskSide.self)?.reached, 1)
    expectNoDifference(
      records,
      [
        KioskSide.sessionRecord(.shown(true)), KioskSide.sessionRecord(.reached(1)),
        KioskSide.sessionRecord(.reached(2)), KioskSide.sessionRecord(.reached(1)),
      ])
    expectNoDifference(
      records[1],
      .store(
        StoreJournalRecord(
          key: "kiosk", value: .object(["reached": .object(["_0": .integer(1)])]),
          platform: KioskSide.platform)))
    let screen = session.render(size: size).lines
    #expect(screen[0].hasPrefix("Kiosk · step 1/4"))
    #expect(screen[1].hasPrefix("needsParentalApproval(13–15) "))
    #expect(screen[2].hasPrefix("back to step 1"))
    _ = try press(["o"], on: &session)
    #expect(session.showsApple)
    expectNoDifference(session.appleShell?.walkthroughLabel, "script 0/1")
  }

  @Test func resumeBringsTheKiosksSideBackWhereItWas() throws {
    var live = try session()
    var journal = live.start().flatMap { command -> [SessionRecord] in
      guard case .save(let records, _) = command else { return [] }
      return records
    }
    journal += try press(["n", "o", "n", "n", "n"], on: &live)
    var restored = try session()
    expectNoDifference(restored.restore(journal), nil)
    #expect(!restored.showsApple)
    expectNoDifference(restored.side(KioskSide.self)?.reached, 3)
    expectNoDifference(restored.side(KioskSide.self)?.notice, "resumed at the kiosk's step 3")
    expectNoDifference(restored.appleShell?.walkthroughLabel, live.appleShell?.walkthroughLabel)
  }

  @Test func aKioskOnlyScenarioShowsItsSideAlone() throws {
    var session = try session(platforms: "[kiosk]")
    #expect(!session.showsApple)
    #expect(try press(["o"], on: &session) == [])
    #expect(!session.showsApple)
  }

  @Test func aRecordOfAnotherPlatformsSideStopsTheResume() throws {
    var live = try session()
    let journal =
      live.start().flatMap { command -> [SessionRecord] in
        guard case .save(let records, _) = command else { return [] }
        return records
      } + [.play(.undo), KioskSide.sessionRecord(.reached(1))]
    var restored = try session()
    expectNoDifference(
      restored.restore(journal),
      RestoreStop(
        index: 2, reason: "changes Google Play's side, which this session does not have"))
    expectNoDifference(restored.side(KioskSide.self)?.reached, 0)
  }
}
