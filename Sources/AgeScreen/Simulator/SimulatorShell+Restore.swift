import FlowEngine
import Scenarios

// MARK: - Restoring a journal

extension SimulatorShell {
  /// The largest clock step a journal may hold, as a scenario script allows it (+3650 days,
  /// +120 months, +10 years): the keys and scripts never make larger ones, so a larger one is a
  /// damaged or hand-made record.
  static let journalClockLimits = (days: 3650, months: 120, years: 10)
  /// The largest list count, selection or offset a journal may hold.
  static let journalListLimit = 1 << 24

  /// Restores a saved session by replaying its journal: the same history, undo included.
  ///
  /// Every value is checked before it is used (script positions against the script, clock
  /// steps against what a script allows, list positions against ``journalListLimit``); the
  /// replay stops at the first record that fails, and the state is the one the records before
  /// it built.
  @discardableResult
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    guard case .open(let document)? = records.first else {
      notice = Notice(.warning, "The saved session is empty; started fresh.")
      return RestoreStop(
        index: 0, reason: records.isEmpty ? "holds no changes" : "does not open a scenario")
    }
    var restored: SimulatorShell
    do throws(ScenarioError) {
      restored = try SimulatorShell(document: document)
    } catch {
      notice = Notice(.error, "The saved session's scenario no longer loads: \(error)")
      return RestoreStop(index: 0, reason: "opens a scenario that no longer loads: \(error)")
    }
    var screen: SimulatorScreen?
    var actionCount = 0
    var stop: RestoreStop?
    for (index, record) in records.enumerated().dropFirst() {
      if let problem = restored.replay(record, screen: &screen, actionCount: &actionCount) {
        stop = RestoreStop(index: index, reason: problem)
        break
      }
    }
    if let screen {
      restored.focus = screen.focus
      restored.bannerChoice = screen.banner
      // A second device the scenario no longer has falls back to the phone.
      restored.shownDevice =
        screen.shownDevice == .secondDevice && restored.simulation.world.secondDevice == nil
        ? .childPhone : screen.shownDevice
    }
    restored.refreshLists(following: true)
    for pane in Pane.allCases {
      if let saved = screen?.lists[pane] {
        let count = restored.lists[pane].count
        restored.lists[pane] = saved
        restored.lists[pane].resize(count: count)
      }
    }
    restored.unsavedRecords = []
    restored.startsNewJournal = false
    restored.savedScreen = screen
    restored.unsavedMark = unsavedMark
    restored.notice = Notice(
      .success,
      "Resumed \(restored.scenario.name) after \(actionCount) actions"
        + (restored.walkthroughLabel.map { " (\($0))." } ?? "."))
    self = restored
    return stop
  }

  /// Replays one record after checking its values.
  /// - Returns: what is wrong with the record (it is then not replayed), or nil.
  private mutating func replay(
    _ record: SessionRecord, screen: inout SimulatorScreen?, actionCount: inout Int
  ) -> String? {
    switch record {
    case .open(let next):
      do throws(ScenarioError) {
        history.open(try OpenScenario(next))
        stepTraceStart = simulation.trace.count
      } catch {
        return "opens a scenario that no longer loads: \(error)"
      }
    case .jump(let position, let cause):
      guard (0...scriptLength).contains(position) else {
        return "jumps to script step \(position) of \(scenario.name), whose script has "
          + "\(scriptLength) steps"
      }
      history.jump(to: position, cause: cause)
      stepTraceStart = traceStart(reaching: position)
    case .perform(let action):
      if let problem = Self.journalProblem(with: action) { return problem }
      let step = history.perform(action)
      stepTraceStart = simulation.trace.count - step.entries.count
      actionCount += 1
    case .undo:
      _ = history.undo()
      stepTraceStart = simulation.trace.count
    case .screen(let saved):
      if let problem = Self.journalProblem(with: saved) { return problem }
      screen = saved
    }
    return nil
  }

  /// What is out of range in an action read from a journal, or nil.
  static func journalProblem(with action: SimulationAction) -> String? {
    guard case .advanceClock(let step) = action else { return nil }
    let limits = journalClockLimits
    switch step {
    case .days(let count) where !(1...limits.days).contains(count):
      return "moves the clock by \(count) days (1 to \(limits.days) at a time)"
    case .months(let count) where !(1...limits.months).contains(count):
      return "moves the clock by \(count) months (1 to \(limits.months) at a time)"
    case .years(let count) where !(1...limits.years).contains(count):
      return "moves the clock by \(count) years (1 to \(limits.years) at a time)"
    case .days, .months, .years, .nextBirthday, .nextAnniversary: return nil
    }
  }

  /// What is out of range in a screen position read from a journal, or nil.
  static func journalProblem(with screen: SimulatorScreen) -> String? {
    if screen.shownDevice == .parentPhone {
      return "shows the parent's phone in the Child pane"
    }
    for pane in Pane.allCases {
      let list = screen.lists[pane]
      for (name, value) in [
        ("count", list.count), ("selection", list.selection), ("offset", list.offset),
      ]
      where !(0...journalListLimit).contains(value) {
        return "puts the \(pane.title) list's \(name) at \(value) (0 to \(journalListLimit))"
      }
    }
    return nil
  }
}
