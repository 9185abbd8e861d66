import AgeScreen
import CustomDump
import ScreenTestSupport
import Testing

@testable import AppleScreen

/// What the runtime tells the shell (a notice, the journal's "not saved" mark, the speaker
/// notes) is an action through `update`: it changes what the screen shows, returns no command
/// and journals nothing, so the records waiting for the loop's `start()` stay there.
struct RuntimeEventTests {
  static let size = Size(width: 120, height: 40)

  @Test func aReportReplacesTheNoticeAndJournalsNothing() throws {
    var shell = try SimulatorStates.start()
    var fresh = try SimulatorStates.start()
    let notice = Notice(.warning, "session not saved: disk full")
    let commands = shell.update(.runtime(.report(notice)), size: Self.size)
    expectNoDifference(commands, [])
    expectNoDifference(shell.frame(size: Self.size).notice, notice)
    let (opened, freshOpened) = (shell.start(), fresh.start())
    expectNoDifference(opened, freshOpened)
  }

  @Test func theUnsavedMarkStaysInFrontOfTheNoticeAndJournalsNothing() throws {
    var shell = try SimulatorStates.start()
    var fresh = try SimulatorStates.start()
    let opening = try #require(shell.notice)
    let mark = "not saved since 14:02 — disk full"
    let commands = shell.update(.runtime(.unsaved(mark)), size: Self.size)
    expectNoDifference(commands, [])
    expectNoDifference(
      shell.frame(size: Self.size).notice, Notice(.warning, "\(mark) · \(opening.text)"))
    let (opened, freshOpened) = (shell.start(), fresh.start())
    expectNoDifference(opened, freshOpened)
  }

  @Test func theUnsavedMarkClearsWithNil() throws {
    var shell = try SimulatorStates.start()
    let opening = shell.notice
    _ = shell.update(.runtime(.unsaved("not saved since 14:02 — disk full")), size: Self.size)
    _ = shell.update(.runtime(.unsaved(nil)), size: Self.size)
    expectNoDifference(shell.unsavedMark, nil)
    expectNoDifference(shell.frame(size: Self.size).notice, opening)
  }

  @Test func followingNotesIsAnActionTheBannerDefaultReads() throws {
    var shell = try SimulatorStates.walkthrough()
    expectNoDifference(shell.bannerMode(size: Self.size), .full)
    let following = shell.update(.runtime(.followedByNotes(true)), size: Self.size)
    expectNoDifference(following, [])
    #expect(shell.isFollowedByNotes)
    expectNoDifference(shell.bannerMode(size: Self.size), .caption)
    let leaving = shell.update(.runtime(.followedByNotes(false)), size: Self.size)
    expectNoDifference(leaving, [])
    expectNoDifference(shell.bannerMode(size: Self.size), .full)
  }

  @Test func theSessionTakesTheEventsThroughItsUpdate() throws {
    var session = AppleSide(try SimulatorStates.walkthrough())
    expectNoDifference(
      session.action(for: .followedByNotes(true)), .shell(.runtime(.followedByNotes(true))))
    expectNoDifference(session.deliver(.followedByNotes(true)), [])
    session.report(Notice(.info, "picture saved"))
    expectNoDifference(session.deliver(.unsaved("not saved")), [])
    #expect(session.shell.isFollowedByNotes)
    expectNoDifference(session.shell.notice, Notice(.info, "picture saved"))
    expectNoDifference(session.shell.unsavedMark, "not saved")
  }
}
