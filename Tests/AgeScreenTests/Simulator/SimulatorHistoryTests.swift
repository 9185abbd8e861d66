import AgeScreen
import FlowEngine
import Foundation
import Testing

/// Undo, reset, the walkthrough, saved sessions and the scenario picker: everything that moves
/// the simulator through its history rather than one step forward.
@Suite struct SimulatorHistoryTests {
  let size = SimulatorStates.size

  // MARK: - Undo and reset

  @Test func undoRestoresThePreviousSimulationExactly() throws {
    var shell = try SimulatorStates.waitingForParent()
    let before = try SimulatorStates.compose()
    #expect(shell.update(.undo, size: size) == .keepRunning)
    #expect(shell.simulation == before.simulation)
    #expect(shell.actions == [.launchApp(.childPhone), .tapAskParent(.childPhone)])
    #expect(shell.notice == Notice(.info, "Undid send."))
    _ = shell.update(.undo, size: size)
    _ = shell.update(.undo, size: size)
    #expect(shell.simulation == Simulation(world: shell.scenario.world))
    #expect(shell.actions.isEmpty)
    #expect(shell.notice == Notice(.info, "Undid launch."))
  }

  @Test func undoAtTheStartSaysSoAndChangesNothing() throws {
    var shell = try SimulatorStates.start()
    let start = shell.simulation
    _ = shell.update(.undo, size: size)
    #expect(shell.simulation == start)
    #expect(shell.notice == Notice(.info, "Nothing to undo: this is the scenario's start."))
  }

  @Test func undoStepsTheWalkthroughBackWithTheActions() throws {
    var shell = try SimulatorStates.state("texas-teen", [.nextStep, .nextStep])
    #expect(shell.scriptPosition == 2)
    _ = shell.update(.undo, size: size)
    #expect(shell.scriptPosition == 1)
    #expect(shell.actions == shell.scriptActions(through: 1))
    #expect(!shell.isOffScript)
  }

  @Test func resetStartsTheScenarioAgain() throws {
    var shell = try SimulatorStates.state(
      "texas-teen", [.nextStep, .nextStep, .choose, .focus(.child)])
    _ = shell.update(.reset, size: size)
    let fresh = try SimulatorStates.start()
    #expect(shell.simulation == fresh.simulation)
    #expect(shell.actions.isEmpty)
    #expect(shell.scriptPosition == 0)
    #expect(shell.notice == Notice(.info, "Reset texas-teen to its start (2026-09-14)."))
    let freshLines = fresh.render(size: size).lines
    let resetLines = shell.render(size: size).lines
    // Everything but the notice line is the first frame again.
    #expect(Array(resetLines.prefix(38)) == Array(freshLines.prefix(38)))
    #expect(resetLines[38].hasPrefix(" • Reset texas-teen to its start (2026-09-14).  "))
  }

  // MARK: - Walkthrough

  @Test func walkthroughPlaysTheScriptToTheSameOutcomeAsTheKeys() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.nextStep, size: size)
    #expect(shell.scriptPosition == 1)
    #expect(shell.actions == [.launchApp(.childPhone)])
    #expect(shell.notice == Notice(.info, "Script step 1/4."))
    #expect(shell.narration.count == 1)
    #expect(
      shell.narration.first?.hasPrefix("Sofia, 14, opens Landmarks 2.0 on her iPhone.") == true)
    #expect(shell.simulation == (try SimulatorStates.askToContinue()).simulation)
    for _ in 2...4 { _ = shell.update(.nextStep, size: size) }
    #expect(shell.scriptPosition == 4)
    #expect(shell.simulation == (try SimulatorStates.approved()).simulation)
    _ = shell.update(.nextStep, size: size)
    #expect(shell.scriptPosition == 4)
    #expect(shell.notice == Notice(.info, "End of the script (4 steps). p goes back, r resets."))
    _ = shell.update(.previousStep, size: size)
    #expect(shell.scriptPosition == 3)
    #expect(shell.simulation == (try SimulatorStates.waitingForParent()).simulation)
    #expect(shell.notice == Notice(.info, "Back to script step 3/4."))
  }

  @Test func previousStepAtTheStartSaysSo() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.previousStep, size: size)
    #expect(shell.scriptPosition == 0)
    #expect(shell.notice == Notice(.info, "Already at the start of the script."))
  }

  @Test func liveActionsLeaveTheScriptAndWReturnsToIt() throws {
    var shell = try SimulatorStates.state("texas-teen", [.nextStep])
    #expect(!shell.isOffScript)
    _ = shell.update(.choose, size: size)
    #expect(shell.isOffScript)
    #expect(shell.actions == [.launchApp(.childPhone), .tapAskParent(.childPhone)])
    #expect(
      shell.render(size: size).lines[0].hasSuffix(
        "   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 1/4 (live) "))
    _ = shell.update(.returnToScript, size: size)
    #expect(!shell.isOffScript)
    #expect(shell.actions == [.launchApp(.childPhone)])
    #expect(shell.simulation == (try SimulatorStates.askToContinue()).simulation)
    #expect(
      shell.notice
        == Notice(.info, "Back on the script at step 1/4; live changes dropped (1 actions)."))
    _ = shell.update(.returnToScript, size: size)
    #expect(shell.notice == Notice(.info, "Already on the script, at step 1/4."))
  }

  @Test func nextStepFromLiveChangesReplaysTheScript() throws {
    var shell = try SimulatorStates.state("texas-teen", [.nextStep, .choose])
    #expect(shell.isOffScript)
    _ = shell.update(.nextStep, size: size)
    #expect(!shell.isOffScript)
    #expect(shell.scriptPosition == 2)
    #expect(shell.actions == shell.scriptActions(through: 2))
  }

  @Test func autoplayAdvancesAndStopsAtTheEnd() throws {
    var shell = try SimulatorStates.state("wwdc-olivia-14", [.toggleAutoplay])
    #expect(shell.autoplay == Autoplay(delayMilliseconds: 3000))
    #expect(shell.autoAdvanceMilliseconds == 3000)
    _ = shell.update(.autoplayFaster, size: size)
    #expect(shell.autoAdvanceMilliseconds == 2000)
    _ = shell.update(.autoAdvance, size: size)
    #expect(shell.scriptPosition == 1)
    _ = shell.update(.autoAdvance, size: size)
    #expect(shell.scriptPosition == 2)
    #expect(shell.autoplay == nil)
    #expect(shell.autoAdvanceMilliseconds == nil)
  }

  // MARK: - Saved sessions

  @Test func snapshotAndRestoreGiveTheSameSimulationAndScreen() throws {
    var original = try SimulatorStates.state(
      "texas-teen", [.nextStep, .nextStep, .nextStep, .focus(.timeline), .move(-3)])
    let data = try JSONEncoder().encode(original.snapshot)
    let saved = try JSONDecoder().decode(SimulatorSnapshot.self, from: data)
    var restored = try SimulatorStates.opened("wwdc-ann-42")
    restored.restore(saved)
    #expect(restored.scenario.name == "texas-teen")
    #expect(restored.simulation == original.simulation)
    #expect(restored.actions == original.actions)
    #expect(restored.scriptPosition == 3)
    #expect(restored.focus == .timeline)
    #expect(restored.lists == original.lists)
    #expect(restored.snapshot == original.snapshot)
    #expect(restored.notice == Notice(.success, "Resumed texas-teen after 3 actions."))
    original.notice = restored.notice
    for size in [Size(width: 120, height: 40), Size(width: 80, height: 24)] {
      #expect(restored.render(size: size) == original.render(size: size))
    }
  }

  @Test func restoreFitsSavedListsToTheCurrentScreen() throws {
    var saved = try SimulatorStates.start().snapshot
    saved.focus = .settings
    saved.lists.settings = ScrollList(count: 99, selection: 50, offset: 40)
    var shell = try SimulatorStates.start()
    shell.restore(saved)
    #expect(shell.focus == .settings)
    #expect(shell.lists.settings == ScrollList(count: 19, selection: 18, offset: 18))
  }

  @Test func restoreRefusesANewerFormatWithANotice() throws {
    var saved = try SimulatorStates.approved().snapshot
    saved.version = 2
    var shell = try SimulatorStates.start()
    let start = shell.simulation
    shell.restore(saved)
    #expect(shell.simulation == start)
    #expect(
      shell.notice
        == Notice(
          .warning, "The saved session is format 2; this build reads 1. Started fresh instead."))
  }

  @Test func restoreOfABrokenScenarioReportsItAndKeepsTheCurrentOne() throws {
    var saved = try SimulatorStates.approved().snapshot
    saved.document = ScenarioDocument(file: "/tmp/gone.yaml", text: "name: [unclosed\n")
    var shell = try SimulatorStates.start()
    let start = shell.simulation
    shell.restore(saved)
    #expect(shell.scenario.name == "texas-teen")
    #expect(shell.simulation == start)
    #expect(shell.notice?.kind == .error)
    #expect(
      shell.notice?.text.hasPrefix("The saved session's scenario no longer loads: /tmp/gone.yaml:")
        == true)
  }

  @Test func restoreOfAnActionTheScenarioRejectsReplaysItAsTheEngineDoes() throws {
    // A hand-edited save whose actions make no sense here: the engine rejects them on replay,
    // the same way it rejected them live, and nothing traps.
    var saved = try SimulatorStates.start().snapshot
    saved.actions = [
      .answerQuestion(from: .parentPhone, questionID: 9, choiceID: "approve"),
      .launchApp(.secondDevice),
    ]
    var shell = try SimulatorStates.start()
    shell.restore(saved)
    #expect(shell.actions == saved.actions)
    #expect(shell.simulation.trace.filter { $0.kind == .rejected }.count == 2)
  }

  // MARK: - Scenario picker

  @Test func pickerOpensAnotherScenario() throws {
    var shell = try SimulatorStates.state("texas-teen", [.focus(.parent), .openPicker])
    #expect(shell.picker?.count == ScenarioLibrary.all.count)
    #expect(shell.picker?.selection == ScenarioLibrary.names.firstIndex(of: "texas-teen"))
    #expect(shell.keyContext(size: size).mode == .picker)
    let index = try #require(ScenarioLibrary.names.firstIndex(of: "wwdc-olivia-14"))
    _ = shell.update(.pickerSelect(index), size: size)
    _ = shell.update(.pickerMove(1), size: size)
    _ = shell.update(.pickerMove(-1), size: size)
    _ = shell.update(.pickerChoose, size: size)
    #expect(shell.scenario.name == "wwdc-olivia-14")
    #expect(shell.picker == nil)
    #expect(shell.focus == .parent)
    #expect(shell.actions.isEmpty)
    #expect(
      shell.render(size: size).lines[0].hasPrefix(
        " AgeTUI — wwdc-olivia-14 — WWDC25: Olivia, 14, shares 13–15   "))
  }

  @Test func closingThePickerKeepsTheScenarioAndItsHistory() throws {
    var shell = try SimulatorStates.state("texas-teen", [.choose, .openPicker, .pickerMove(3)])
    _ = shell.update(.closePicker, size: size)
    #expect(shell.picker == nil)
    #expect(shell.scenario.name == "texas-teen")
    #expect(shell.actions == [.launchApp(.childPhone)])
  }
}
