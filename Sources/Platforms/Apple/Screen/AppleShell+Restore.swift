import AgeScreen
import FlowEngine
import Scenarios

// MARK: - Restoring a journal

extension AppleShell {
  /// Restores a saved session by replaying its journal: the same history, undo included.
  ///
  /// Every value is checked before it is used (script positions against the script, clock
  /// steps against what a script allows, list positions against ``PerPane/journalLimit``); the
  /// replay stops at the first record that fails, and the state is the one the records before
  /// it built.
  @discardableResult
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    restore(records) { _, _, _ in nil }
  }

  /// Restores as ``restore(_:)`` does, stopping before the first record at which `interrupted`
  /// says yes.
  @discardableResult
  public mutating func restore(_ records: [SessionRecord], until interrupted: () -> Bool)
    -> RestoreStop?
  {
    restore(records, until: interrupted) { _, _, _ in nil }
  }

  /// Restores a saved session as ``restore(_:)`` does, calling `alongside` after each record
  /// (the first, which opens the scenario, included) with its index and the shell it built so
  /// far: a `play` record, which changes nothing here, is the caller's to replay there, in its
  /// place among Apple's. What `alongside` returns stops the replay before the next record as a
  /// refused record does.
  ///
  /// `interrupted` is asked before each record; when it says yes, the replay stops there
  /// (``RestoreStop/interrupted(at:)``).
  @discardableResult
  public mutating func restore(
    _ records: [SessionRecord], until interrupted: () -> Bool = { false },
    alongside: (_ index: Int, _ record: SessionRecord, _ shell: AppleShell) -> String?
  ) -> RestoreStop? {
    guard case .open(let document)? = records.first else {
      notice = Notice(.warning, "The saved session is empty; started fresh.")
      return RestoreStop(
        index: 0, reason: records.isEmpty ? "holds no changes" : "does not open a scenario")
    }
    if let problem = SessionHistory.journalProblem(with: document) {
      notice = Notice(.warning, "The saved session's scenario cannot be opened; started fresh.")
      return RestoreStop(index: 0, reason: problem)
    }
    var restored: AppleShell
    do throws(ScenarioError) {
      restored = AppleShell(
        opening: try opener.open(document), opener: opener, panes: panes)
    } catch {
      notice = Notice(.error, "The saved session's scenario no longer loads: \(error)")
      return RestoreStop(index: 0, reason: "opens a scenario that no longer loads: \(error)")
    }
    // Hidden marks stay hidden: `--no-wording-marks` on the command line, or `W` in the
    // session resumed.
    restored.showsWordingMarks = showsWordingMarks
    restored.compareSides = compareSides
    var screen: AppleScreenPosition?
    var actionCount = 0
    var stop: RestoreStop?
    for (index, record) in records.enumerated() {
      if interrupted() {
        stop = .interrupted(at: index)
        break
      }
      let problem =
        index == 0
        ? alongside(index, record, restored)
        : restored.replay(record, screen: &screen, actionCount: &actionCount)
          ?? alongside(index, record, restored)
      if let problem {
        stop = RestoreStop(index: index, reason: problem)
        break
      }
    }
    if let screen {
      restored.focus = screen.focus
      restored.bannerChoice = screen.banner
      restored.showsWordingMarks = showsWordingMarks && (screen.wordingMarks ?? true)
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
    restored.notice = WalkthroughNotice.resumed(
      restored.scenario.name, actions: actionCount, now: restored.walkthroughLabel)
    restored.presentations = nil
    self = restored
    return stop
  }

  /// Replays one record after checking its values (``SessionHistory/replay(_:)``), keeping
  /// where the step on screen starts in the trace, as the keys do.
  /// - Returns: what is wrong with the record (it is then not replayed), or nil.
  private mutating func replay(
    _ record: SessionRecord, screen: inout AppleScreenPosition?, actionCount: inout Int
  ) -> String? {
    if case .screen(let saved)? = record.appleRecord {
      if let problem = Self.journalProblem(with: saved) { return problem }
      screen = saved
      return nil
    }
    let traceBefore = simulation.trace.count
    if let problem = history.replay(record, opener: opener) { return problem }
    switch record.appleRecord {
    case .jump(let position, _)?: stepTraceStart = traceStart(reaching: position)
    case .perform?:
      stepTraceStart = traceBefore
      actionCount += 1
    case .undo?, .screen?: stepTraceStart = simulation.trace.count
    case nil:
      // The header opens a scenario at its start; another side's line changes nothing here.
      if case .open = record { stepTraceStart = simulation.trace.count }
    }
    return nil
  }

  /// What is out of range in a screen position read from a journal, or nil.
  static func journalProblem(with screen: AppleScreenPosition) -> String? {
    if screen.shownDevice == .parentPhone {
      return "shows the parent's phone in the Child pane"
    }
    return screen.lists.journalProblem()
  }
}
