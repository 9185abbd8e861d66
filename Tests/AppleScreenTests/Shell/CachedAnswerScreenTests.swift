import AgeScreen
import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import ScreenTestSupport
import Testing

@testable import AppleScreen

/// The trainer's sharing-mode demo: after Always Share, switching to Ask First shows no prompt
/// because of the cached answer, and the screen says so with one key to clear it.
@Suite struct CachedAnswerScreenTests {
  let size = SimulatorStates.size
  let note = "Landmarks has a cached answer until 2027-09-14, so no prompt will show."

  /// Emily's app opened under Always Share, closed, then `m` to Ask First.
  private func switchedToAskFirst() throws -> AppleShell {
    try SimulatorStates.state("wwdc-emily-9", [.choose, .choose, .cycleSharingMode])
  }

  private func childText(_ shell: AppleShell) -> [String] {
    shell.frame(size: size).panes[.child]?.text.map(\.text) ?? []
  }

  @Test func switchingModeWithACachedAnswerSaysWhyNoPromptWillShow() throws {
    let shell = try switchedToAskFirst()
    expectNoDifference(shell.simulation.world.person.sharingMode, .askFirst)
    expectNoDifference(
      shell.notice, Notice(.success, "Parent → System: Age Range for Apps: Ask First — \(note)"))
    #expect(childText(shell).contains("\(note) g › Share Age Range Again"))
  }

  @Test func switchingModeWhileTheAppRunsSaysItTooUntilTheNextAction() throws {
    var shell = try SimulatorStates.state("wwdc-emily-9", [.choose, .cycleSharingMode])
    expectNoDifference(shell.childPresentation.status, .running)
    #expect(childText(shell).contains("\(note) g › Share Age Range Again"))
    _ = shell.update(.choose, size: size)
    expectNoDifference(shell.childPresentation.status, .closed)
    #expect(childText(shell).contains("\(note) g › Share Age Range Again"))
    _ = shell.update(.choose, size: size)
    expectNoDifference(shell.childPresentation.status, .running)
    #expect(!childText(shell).contains("\(note) g › Share Age Range Again"))
  }

  @Test func gSharesTheAgeRangeAgainAndThePromptComesBack() throws {
    var shell = try switchedToAskFirst()
    let context = shell.keyContext(size: size)
    expectNoDifference(
      shell.keyTable.action(for: .character("g"), in: context), .shareAgeRangeAgain)
    #expect(shell.update(.shareAgeRangeAgain, size: size).allSatisfy { !$0.isQuit })
    #expect(shell.simulation.cache.entries.isEmpty)
    #expect(!childText(shell).contains("\(note) g › Share Age Range Again"))
    _ = shell.update(.choose, size: size)
    expectNoDifference(shell.childPresentation.sheet?.title, "Share Your Age Range?")
  }

  @Test func theTimelineShowsTheLatestAnswerFirstAndTheRestAsHistory() throws {
    let shell = try SimulatorStates.state(
      "wwdc-olivia-14",
      [
        .nextStep, .choose, .cycleSharingMode, .choose, .choose, .choose, .cycleSharingMode,
        .cycleSharingMode, .choose,
      ])
    let learned = shell.frame(size: size).panes[.timeline]?.text.first?.text
    expectNoDifference(
      shell.actions.map { AppleScriptAction.text(for: $0) },
      [
        "launch", "share", "mode: never-share", "close", "launch", "close", "mode: always-share",
        "mode: ask-first", "launch",
      ])
    expectNoDifference(
      learned,
      "App learned: age range 13–15 (guardianDeclared) · earlier: #15 declinedSharing, "
        + "#7 age range 13–15 (guardianDeclared)")
  }
}
