import Apple
import CustomDump
import FlowEngine
import Foundation
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// Undo, reset, the walkthrough, saved sessions and the scenario picker: everything that moves
/// the simulator through its history rather than one step forward.
@Suite struct SimulatorHistoryTests {
  let size = SimulatorStates.size

  // MARK: - Undo and reset

  @Test func undoRestoresThePreviousSimulationExactly() throws {
    var shell = try SimulatorStates.waitingForParent()
    let before = try SimulatorStates.compose()
    #expect(shell.update(.undo, size: size).allSatisfy { !$0.isQuit })
    expectNoDifference(shell.simulation, before.simulation)
    expectNoDifference(shell.actions, [.launchApp(.childPhone), .tapAskParent(.childPhone)])
    expectNoDifference(shell.notice, Notice(.info, "Undid send. Now at script 2/4."))
    _ = shell.update(.undo, size: size)
    _ = shell.update(.undo, size: size)
    expectNoDifference(shell.simulation, AppleSimulation(world: shell.scenario.appleWorld))
    #expect(shell.actions.isEmpty)
    expectNoDifference(shell.notice, Notice(.info, "Undid launch. Now at script 0/4."))
  }

  @Test func undoAtTheStartSaysSoAndChangesNothing() throws {
    var shell = try SimulatorStates.start()
    let start = shell.simulation
    _ = shell.update(.undo, size: size)
    expectNoDifference(shell.simulation, start)
    expectNoDifference(
      shell.notice, Notice(.info, "Nothing to undo: this is where the session started."))
  }

  @Test func undoStepsTheWalkthroughBack() throws {
    var shell = try SimulatorStates.state("texas-teen", [.nextStep, .nextStep])
    expectNoDifference(shell.walkthroughPosition, .script(2))
    _ = shell.update(.undo, size: size)
    expectNoDifference(shell.walkthroughPosition, .script(1))
    expectNoDifference(shell.simulation, (try SimulatorStates.askToContinue()).simulation)
    expectNoDifference(
      shell.notice,
      Notice(
        .info, "Undid n (next step) (was script 2/4): back where you were. Now at script 1/4."))
  }

  @Test func resetStartsTheScenarioAgainAndUndoBringsTheLiveStateBack() throws {
    var shell = try SimulatorStates.state(
      "texas-teen", [.nextStep, .nextStep, .choose, .move(1), .choose, .focus(.child)])
    let live = shell.simulation
    expectNoDifference(shell.walkthroughPosition, .live(leftAt: 3))
    _ = shell.update(.reset, size: size)
    let fresh = try SimulatorStates.start()
    expectNoDifference(shell.simulation, fresh.simulation)
    #expect(shell.actions.isEmpty)
    expectNoDifference(shell.walkthroughPosition, .script(0))
    expectNoDifference(
      shell.notice,
      Notice(
        .info, "Reset texas-teen to its start (2026-09-14); u returns to where you were."))
    expectNoDifference(shell.render(size: size).lines[0], fresh.render(size: size).lines[0])
    _ = shell.update(.undo, size: size)
    expectNoDifference(shell.simulation, live)
    expectNoDifference(shell.walkthroughPosition, .live(leftAt: 3))
  }

  // MARK: - Script and live play never lose work (issue 8 §1)

  @Test func walkingTheScriptByHandIsOnTheScript() throws {
    let shell = try SimulatorStates.approved()
    expectNoDifference(shell.walkthroughPosition, .script(4))
    expectNoDifference(shell.walkthroughLabel, "script 4/4")
    #expect(
      shell.simulation
        == (try SimulatorStates.state("texas-teen", Array(repeating: .nextStep, count: 4)))
        .simulation)
  }

  @Test func nextStepFromALiveStateKeepsItForUndo() throws {
    var shell = try SimulatorStates.declinedByParent()
    let declined = shell.simulation
    expectNoDifference(shell.walkthroughPosition, .live(leftAt: 3))
    expectNoDifference(shell.walkthroughLabel, "LIVE · left script 3/4")
    _ = shell.update(.nextStep, size: size)
    expectNoDifference(shell.walkthroughPosition, .script(4))
    expectNoDifference(shell.simulation, (try SimulatorStates.approved()).simulation)
    expectNoDifference(
      shell.notice,
      Notice(
        .info,
        "Rejoined the script at step 4/4; u returns to your live changes. End of the script."))
    _ = shell.update(.undo, size: size)
    expectNoDifference(shell.simulation, declined)
    expectNoDifference(shell.walkthroughLabel, "LIVE · left script 3/4")
  }

  @Test func aLiveRegionChangeIsAnnouncedAndSurvivesTheNextStep() throws {
    var shell = try SimulatorStates.state("texas-teen", [.nextStep])
    shell.perform(.setRegion("US-LA"))
    expectNoDifference(shell.walkthroughPosition, .live(leftAt: 1))
    expectNoDifference(
      shell.notice?.text,
      "LIVE: left the script at step 1/4 (n rejoins, u undoes) · Person → System: Region: "
        + "Louisiana (US-LA)")
    #expect(shell.render(size: size).lines[0].contains("US-LA"))
    _ = shell.update(.nextStep, size: size)
    expectNoDifference(shell.simulation.world.region.code, "US-TX")
    expectNoDifference(shell.walkthroughPosition, .script(2))
    _ = shell.update(.undo, size: size)
    expectNoDifference(shell.simulation.world.region.code, "US-LA")
    expectNoDifference(shell.walkthroughPosition, .live(leftAt: 1))
  }

  @Test(arguments: [ShellAction.previousStep, .returnToScript, .reset])
  func everyJumpFromALiveStateIsUndoable(jump: ShellAction) throws {
    var shell = try SimulatorStates.state(
      "texas-teen", [.nextStep, .nextStep, .focus(.settings), .choose])
    let live = shell.simulation
    #expect(shell.isOffScript)
    _ = shell.update(jump, size: size)
    #expect(!shell.isOffScript)
    _ = shell.update(.undo, size: size)
    expectNoDifference(shell.simulation, live)
    #expect(shell.isOffScript)
  }

  // MARK: - Walkthrough

  @Test func walkthroughPlaysTheScriptToTheSameOutcomeAsTheKeys() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.nextStep, size: size)
    expectNoDifference(shell.scriptPosition, 1)
    expectNoDifference(shell.actions, [.launchApp(.childPhone)])
    expectNoDifference(shell.notice, Notice(.info, "Script step 1/4."))
    expectNoDifference(shell.narration.count, 1)
    expectNoDifference(
      shell.narration.first?.hasPrefix("Sofia, 14, opens Landmarks 2.0 on her iPhone."), true)
    expectNoDifference(shell.simulation, (try SimulatorStates.askToContinue()).simulation)
    for _ in 2...4 { _ = shell.update(.nextStep, size: size) }
    expectNoDifference(shell.scriptPosition, 4)
    expectNoDifference(shell.simulation, (try SimulatorStates.approved()).simulation)
    _ = shell.update(.nextStep, size: size)
    expectNoDifference(shell.scriptPosition, 4)
    expectNoDifference(
      shell.notice, Notice(.info, "End of the script (4 steps). p goes back, r resets."))
    _ = shell.update(.previousStep, size: size)
    expectNoDifference(shell.scriptPosition, 3)
    expectNoDifference(shell.simulation, (try SimulatorStates.waitingForParent()).simulation)
    expectNoDifference(shell.notice, Notice(.info, "Back to script step 3/4."))
  }

  @Test func eachAutomaticAnswerIsAStepOfItsOwnWithProseNarration() throws {
    var shell = try SimulatorStates.opened("sandbox-13-15-approved")
    expectNoDifference(shell.scriptLength, 4)
    var seen: [(String?, String, Pane, String)] = []
    for _ in 1...4 {
      _ = shell.update(.nextStep, size: size)
      seen.append(
        (
          shell.childPresentation.sheet?.kind, shell.simulation.step(on: .childPhone).name,
          shell.focus, shell.narration.joined()
        ))
    }
    expectNoDifference(seen.map(\.0), [nil, "messages-compose", nil, nil])
    expectNoDifference(
      seen.map(\.1),
      [
        "needs-parental-approval", "needs-parental-approval", "waiting-for-parent", "running",
      ])
    expectNoDifference(seen.map(\.2), [.child, .child, .parent, .child])
    expectNoDifference(
      Array(seen.map(\.3).dropFirst().prefix(2)),
      [
        "Ben taps Ask Parent. Messages opens a question to Rita.",
        "Ben taps Send. The question arrives in Messages on Rita's iPhone, with a notification.",
      ])
  }

  @Test func previousStepAtTheStartSaysSo() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.previousStep, size: size)
    expectNoDifference(shell.scriptPosition, 0)
    expectNoDifference(shell.notice, Notice(.info, "Already at the start of the script."))
  }

  @Test func liveActionsLeaveTheScriptAndWReturnsToIt() throws {
    var shell = try SimulatorStates.state("texas-teen", [.nextStep])
    #expect(!shell.isOffScript)
    _ = shell.update(.focus(.settings), size: size)
    _ = shell.update(.choose, size: size)
    #expect(shell.isOffScript)
    expectNoDifference(shell.walkthroughLabel, "LIVE · left script 1/4")
    _ = shell.update(.returnToScript, size: size)
    #expect(!shell.isOffScript)
    expectNoDifference(shell.actions, [.launchApp(.childPhone)])
    expectNoDifference(shell.simulation, (try SimulatorStates.askToContinue()).simulation)
    expectNoDifference(
      shell.notice, Notice(.info, "Back on the script at step 1/4; u returns to your live changes.")
    )
    _ = shell.update(.returnToScript, size: size)
    expectNoDifference(shell.notice, Notice(.info, "Already on the script, at step 1/4."))
  }

  @Test func autoplayAdvancesAndStopsOnTheLastStep() throws {
    var shell = try SimulatorStates.state("wwdc-olivia-14", [.toggleAutoplay])
    expectNoDifference(shell.autoplay, Autoplay(floorMilliseconds: 3000))
    expectNoDifference(shell.autoAdvanceMilliseconds, 3000)
    _ = shell.update(.autoplayFaster, size: size)
    expectNoDifference(shell.autoAdvanceMilliseconds, 2000)
    _ = shell.update(.autoAdvance, size: size)
    expectNoDifference(shell.scriptPosition, 1)
    let words = shell.narration.joined().split(separator: " ").count
    expectNoDifference(shell.autoAdvanceMilliseconds, max(2000, words * 60_000 / 180))
    _ = shell.update(.autoAdvance, size: size)
    expectNoDifference(shell.scriptPosition, shell.scriptLength)
    expectNoDifference(shell.autoplay, nil)
    expectNoDifference(shell.autoAdvanceMilliseconds, nil)
  }

  @Test(arguments: [(0, 3000), (9, 3000), (90, 30000), (180, 60000)])
  func autoplayPacesAStepByItsReadingTime(words: Int, milliseconds: Int) {
    let text = Array(repeating: "word", count: words).joined(separator: " ")
    expectNoDifference(Autoplay().delayMilliseconds(reading: text), milliseconds)
  }

  @Test func plusAndMinusReachFromOneSecondToFortyFiveSeconds() {
    var autoplay = Autoplay()
    for _ in 0..<20 { autoplay = autoplay.slower }
    expectNoDifference(autoplay.floorMilliseconds, 45000)
    expectNoDifference(autoplay.label, "reading pace, ≥45.0 s a step")
    for _ in 0..<20 { autoplay = autoplay.faster }
    expectNoDifference(autoplay.floorMilliseconds, 1000)
  }

  // MARK: - Saved sessions

  /// The journal a fresh session starts, as `--resume` reads it back.
  func journal(of shell: inout AppleShell) -> [SessionRecord] {
    shell.start().savedRecords
  }

  @Test func theJournalRestoresTheSameSimulationScreenAndUndoHistory() throws {
    var (original, records) = try SimulatorStates.sessionJournaled(
      "texas-teen",
      [
        .nextStep, .nextStep, .choose, .move(1), .undo, .nextStep, .reset, .nextStep, .nextStep,
        .nextStep, .focus(.timeline), .move(-3),
      ])
    let data = try JSONEncoder().encode(records)
    let saved = try JSONDecoder().decode([SessionRecord].self, from: data)
    var restored = try SimulatorStates.session("wwdc-ann-42")
    expectNoDifference(restored.restore(saved), nil)
    expectNoDifference(restored.scenario.name, "texas-teen")
    let shell = try #require(restored.appleShell)
    let live = try #require(original.appleShell)
    expectNoDifference(shell.simulation, live.simulation)
    expectNoDifference(shell.actions, live.actions)
    expectNoDifference(shell.walkthroughPosition, .script(3))
    expectNoDifference(shell.focus, .timeline)
    expectNoDifference(shell.lists, live.lists)
    expectNoDifference(
      shell.notice, Notice(.success, "Resumed texas-teen after 1 action (script 3/4)."))
    original.report(Notice(.success, "Resumed texas-teen after 1 action (script 3/4)."))
    for size in [Size(width: 120, height: 40), Size(width: 80, height: 24)] {
      expectNoDifference(restored.render(size: size), original.render(size: size))
    }
    for _ in 0..<6 {
      _ = original.update(.apple(.undo), size: size)
      _ = restored.update(.apple(.undo), size: size)
      expectNoDifference(restored.appleShell?.simulation, original.appleShell?.simulation)
      expectNoDifference(
        restored.appleShell?.walkthroughPosition, original.appleShell?.walkthroughPosition)
    }
  }

  @Test func theJournalGrowsByOneRecordAChange() throws {
    var session = try StoreSession(builtIn: "texas-teen")
    let lists = try #require(session.appleShell?.lists)
    let screen = AppleScreenPosition(focus: .child, shownDevice: .childPhone, lists: lists)
    expectNoDifference(
      session.start(),
      [
        .save([.open(session.document), .screen(screen)], startsNewJournal: true)
      ])
    expectNoDifference(session.start(), [])
    let chosen = session.update(.apple(.choose), size: size)
    let chosenLists = try #require(session.appleShell?.lists)
    expectNoDifference(
      chosen,
      [
        .save(
          [
            .perform(.launchApp(.childPhone)),
            .screen(
              AppleScreenPosition(focus: .child, shownDevice: .childPhone, lists: chosenLists)),
          ], startsNewJournal: false)
      ])
    let moved = session.update(.apple(.move(1)), size: size)
    let movedLists = try #require(session.appleShell?.lists)
    expectNoDifference(
      moved,
      [
        .save(
          [
            .screen(
              AppleScreenPosition(focus: .child, shownDevice: .childPhone, lists: movedLists))
          ],
          startsNewJournal: false)
      ])
    expectNoDifference(session.update(.apple(.move(0)), size: size), [])
  }

  @Test func restoreFitsSavedListsToTheCurrentScreen() throws {
    var source = try SimulatorStates.start()
    var records = journal(of: &source)
    var lists = source.lists
    lists.settings = ScrollList(count: 99, selection: 50, offset: 40)
    records.append(
      .screen(AppleScreenPosition(focus: .settings, shownDevice: .childPhone, lists: lists)))
    var shell = try SimulatorStates.start()
    expectNoDifference(shell.restore(records), nil)
    expectNoDifference(shell.focus, .settings)
    expectNoDifference(shell.lists.settings, ScrollList(count: 23, selection: 22, offset: 22))
  }

  @Test func restoreOfABrokenScenarioReportsItAndKeepsTheCurrentOne() throws {
    var session = try SimulatorStates.session("texas-teen")
    let start = session.appleShell?.simulation
    let stop = session.restore([
      .open(ScenarioDocument(file: "/tmp/gone.yaml", text: "name: [unclosed\n")), .undo,
    ])
    expectNoDifference(stop?.index, 0)
    expectNoDifference(session.scenario.name, "texas-teen")
    expectNoDifference(session.appleShell?.simulation, start)
    expectNoDifference(session.appleShell?.notice?.kind, .error)
    expectNoDifference(
      session.appleShell?.notice?.text.hasPrefix(
        "The saved session's scenario no longer loads: /tmp/gone.yaml:"), true)
  }

  @Test func restoreOfAnEmptyJournalStartsFresh() throws {
    var session = try SimulatorStates.session("texas-teen")
    expectNoDifference(
      session.restore([.undo]), RestoreStop(index: 0, reason: "does not open a scenario"))
    expectNoDifference(
      session.appleShell?.notice, Notice(.warning, "The saved session is empty; started fresh."))
  }

  /// A screen position as a journal could hold it: the Child list's offset is `offset`, out of
  /// range included (a `ScrollList` made in code is always clamped; a decoded one is not).
  static func screen(offset: Int) throws -> SessionRecord {
    let lists = PerPane { _ in ScrollList(count: 3, selection: 0, offset: 1) }
    let valid = SessionRecord.screen(
      AppleScreenPosition(focus: .child, shownDevice: .childPhone, lists: lists))
    let text = String(decoding: try JSONEncoder().encode(valid), as: UTF8.self)
    let edited = text.replacingOccurrences(of: #""offset":1"#, with: #""offset":\#(offset)"#)
    return try JSONDecoder().decode(SessionRecord.self, from: Data(edited.utf8))
  }

  /// A bad value in a journal stops the replay at the last good state instead of trapping
  /// (a timeline offset of Int.min and a clock step of Int.max months used to, SIGILL).
  @Test(
    arguments: [
      (
        SessionRecord.perform(.advanceClock(.months(Int.max))),
        "moves the clock by 9223372036854775807 months (1 to 120 at a time)"
      ),
      (
        .perform(.advanceClock(.days(Int.min))),
        "moves the clock by -9223372036854775808 days (1 to 3650 at a time)"
      ),
      (.perform(.advanceClock(.years(11))), "moves the clock by 11 years (1 to 10 at a time)"),
      (.jump(99, .nextStep), "jumps to script step 99 of texas-teen, whose script has 4 steps"),
      (.jump(-1, .nextStep), "jumps to script step -1 of texas-teen, whose script has 4 steps"),
      (
        .open(ScenarioDocument(file: "/tmp/gone.yaml", text: "name: [unclosed\n")),
        "opens a scenario that no longer loads: "
      ),
      // Every value is held to what a scenario file allows (ScenarioLimits).
      (
        .open(ScenarioDocument(file: String(repeating: "a", count: 4_097), text: "")),
        "opens a scenario whose file name is 4097 bytes long (at most 4096)"
      ),
      (
        .perform(.askToCommunicate(.childPhone, handle: String(repeating: "5", count: 81))),
        "asks to communicate with a handle that is 81 characters long (at most 80)"
      ),
      (
        .perform(.askToCommunicate(.childPhone, handle: "+1\u{1B}]0;x")),
        "asks to communicate with a handle that holds \\u{1B} at character 3 (one line, no "
          + "control characters)"
      ),
      (
        .perform(.askToCommunicate(.childPhone, handle: "")),
        "asks to communicate with a handle that is empty"
      ),
      (.perform(.enterPasscode(.childPhone, "12345")), "enters a passcode that is not 4 digits"),
      (.perform(.enterPasscode(.childPhone, "１２３４")), "enters a passcode that is not 4 digits"),
      (
        .perform(.setAppGates(Array(repeating: 13, count: 11))),
        "sets 11 age gates (at most 10)"
      ),
      (.perform(.setAppGates([13, 1_000])), "sets an age gate of 1000 (-999 to 999)"),
      (
        .perform(.setRegion(RegionCode(String(repeating: "A", count: 41)))),
        "moves to a region whose code is 41 characters long (at most 40)"
      ),
      (
        .perform(.answerQuestion(from: .parentPhone, questionID: 1, choiceID: "approve-forever")),
        "answers with a choice that is none of approve, decline, approve-hour, approve-day"
      ),
    ] as [(SessionRecord, String)])
  func aBadRecordStopsTheReplayAtTheLastGoodState(bad: SessionRecord, reason: String) throws {
    let (source, good) = try SimulatorStates.sessionJournaled("texas-teen", [.nextStep, .choose])
    var session = try SimulatorStates.session("texas-teen")
    let stop = session.restore(good + [bad, .undo])
    expectNoDifference(stop?.index, good.count)
    expectNoDifference(stop?.reason.hasPrefix(reason), true, "\(stop?.reason ?? "")")
    expectNoDifference(session.appleShell?.simulation, source.appleShell?.simulation)
    expectNoDifference(
      session.appleShell?.walkthroughPosition, source.appleShell?.walkthroughPosition)
    _ = session.render(size: size)
  }

  @Test func aFirstRecordWithAHugeFileNameIsRefusedBeforeItLoads() throws {
    var session = try SimulatorStates.session("texas-teen")
    let document = ScenarioDocument(file: String(repeating: "a", count: 5_000), text: "")
    expectNoDifference(
      session.restore([.open(document)]),
      RestoreStop(
        index: 0, reason: "opens a scenario whose file name is 5000 bytes long (at most 4096)"))
  }

  @Test func aTimelineOffsetOfIntMinStopsTheReplay() throws {
    var source = try SimulatorStates.start()
    let good = journal(of: &source)
    var shell = try SimulatorStates.start()
    let stop = shell.restore(good + [try Self.screen(offset: Int.min)])
    expectNoDifference(
      stop,
      RestoreStop(
        index: good.count,
        reason: "puts the Child device list's offset at -9223372036854775808 (0 to 16777216)"))
    _ = shell.render(size: size)
    _ = shell.render(size: Size(width: 80, height: 24))
  }

  @Test func restoreOfAnActionTheScenarioRejectsReplaysItAsTheEngineDoes() throws {
    // A hand-edited journal whose actions make no sense here: the engine rejects them on
    // replay, the same way it rejected them live, and nothing traps.
    var source = try SimulatorStates.start()
    let actions: [AppleAction] = [
      .answerQuestion(from: .parentPhone, questionID: 9, choiceID: "approve"),
      .launchApp(.secondDevice),
    ]
    var shell = try SimulatorStates.start()
    expectNoDifference(
      shell.restore(journal(of: &source) + actions.map(SessionRecord.perform)), nil)
    expectNoDifference(shell.actions, actions)
    expectNoDifference(shell.simulation.trace.filter { $0.kind == .rejected }.count, 2)
  }

  @Test(arguments: [0, 1, 777, 1_500])
  func aLongTimelineShowsTheSelectedEntryWhereverItIs(index: Int) throws {
    var shell = try SimulatorStates.start()
    for step in 0..<300 {
      shell.perform(step.isMultiple(of: 2) ? .launchApp(.childPhone) : .closeApp(.childPhone))
    }
    let count = shell.simulation.trace.count
    #expect(count > 1_500)
    _ = shell.update(.select(.timeline, index: index), size: size)
    let entry = shell.simulation.trace[index]
    let selected = shell.render(size: size).lines.first { $0.contains("▸ \(entry.date) #") }
    expectNoDifference(
      selected?.contains("#\(index + 1) \(entry.from.title) → \(entry.to.title) "), true)
  }

  @Test func undoAfterManyActionsReplaysOnlyFromTheLastCheckpoint() throws {
    var shell = try SimulatorStates.start()
    var expected: [AppleSimulation] = [shell.simulation]
    for index in 0..<100 {
      shell.perform(index.isMultiple(of: 2) ? .launchApp(.childPhone) : .closeApp(.childPhone))
      expected.append(shell.simulation)
    }
    for state in expected.reversed().dropFirst() {
      _ = shell.update(.undo, size: size)
      expectNoDifference(shell.simulation, state)
    }
  }

  // MARK: - Scenario picker

  @Test func pickerOpensAnotherScenario() throws {
    var session = try SimulatorStates.session("texas-teen")
    for action in [ShellAction.focus(.parent), .openPicker] {
      _ = session.update(.apple(action), size: size)
    }
    expectNoDifference(session.openPicker?.list.count, ScenarioLibrary.all.count)
    expectNoDifference(
      session.openPicker?.list.selection, ScenarioLibrary.names.firstIndex(of: "texas-teen"))
    expectNoDifference(session.keyContext(size: size).mode, .picker)
    let index = try #require(ScenarioLibrary.names.firstIndex(of: "wwdc-olivia-14"))
    for action in [ShellAction.pickerSelect(index), .pickerMove(1), .pickerMove(-1), .pickerChoose]
    {
      _ = session.update(.picker(action), size: size)
    }
    let shell = try #require(session.appleShell)
    expectNoDifference(shell.scenario.name, "wwdc-olivia-14")
    expectNoDifference(session.openPicker, nil)
    expectNoDifference(shell.focus, .parent)
    #expect(shell.actions.isEmpty)
    _ = session.update(.apple(.undo), size: size)
    expectNoDifference(session.scenario.name, "texas-teen")
    _ = session.update(.apple(.openPicker), size: size)
    for action in [ShellAction.pickerSelect(index), .pickerChoose] {
      _ = session.update(.picker(action), size: size)
    }
    #expect(
      session.render(size: size).lines[0].hasPrefix(
        " AgeTUI — wwdc-olivia-14 — WWDC25: Olivia, 14, shares 13–15   "))
  }

  @Test func closingThePickerKeepsTheScenarioAndItsHistory() throws {
    var session = try SimulatorStates.session("texas-teen")
    for action in [StoreSessionAction.apple(.choose), .apple(.openPicker), .picker(.pickerMove(3))]
    {
      _ = session.update(action, size: size)
    }
    _ = session.update(.picker(.closePicker), size: size)
    expectNoDifference(session.openPicker, nil)
    expectNoDifference(session.scenario.name, "texas-teen")
    expectNoDifference(session.appleShell?.actions, [.launchApp(.childPhone)])
  }
}
