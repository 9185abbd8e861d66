import AgeScreen
import FlowEngine
import Scenarios

// MARK: - Replaying Apple's journal lines

extension AppleShell {
  /// Replays one of Apple's lines read from a journal after checking its values
  /// (``AppleScenarioHistory/replay(_:)``), keeping where the step on screen starts in the trace, as
  /// the keys do; a `screen` line is kept for ``finishRestore(actions:)``.
  /// - Returns: what is wrong with the record (it is then not replayed), or nil.
  public mutating func replay(_ record: AppleRecord) -> String? {
    if case .screen(let saved) = record {
      if let problem = Self.journalProblem(with: saved) { return problem }
      replayedScreen = saved
      return nil
    }
    let traceBefore = simulation.trace.count
    if let problem = history.replay(record) { return problem }
    switch record {
    case .jump(let position, _): stepTraceStart = traceStart(reaching: position)
    case .perform: stepTraceStart = traceBefore
    case .undo, .screen: stepTraceStart = simulation.trace.count
    }
    return nil
  }

  /// Ends a replay of `actions` live actions: the screen goes where the journal last saw it
  /// (the marks stay hidden when they are hidden now: `--no-wording-marks`), the lists are
  /// fitted to the rows they have now, and the notice says what was restored.
  public mutating func finishRestore(actions: Int) {
    let screen = replayedScreen
    if let screen {
      focus = screen.focus
      bannerChoice = screen.banner
      showsWordingMarks = showsWordingMarks && (screen.wordingMarks ?? true)
      // A second device the scenario no longer has falls back to the phone.
      shownDevice =
        screen.shownDevice == .secondDevice && simulation.world.secondDevice == nil
        ? .childPhone : screen.shownDevice
    }
    refreshLists(following: true)
    for pane in Pane.allCases {
      if let saved = screen?.lists[pane] {
        let count = lists[pane].count
        lists[pane] = saved
        lists[pane].resize(count: count)
      }
    }
    unsavedRecords = []
    savedScreen = screen
    replayedScreen = nil
    notice = WalkthroughNotice.resumed(scenario.name, actions: actions, now: walkthroughLabel)
    presentations = nil
  }

  /// Restores the shell from Apple's lines of one scenario, as its session's journal holds them
  /// after the scenario's header (the session replays whole journals: `StoreSession`); the
  /// replay stops at the first line that is not Apple's or fails its checks.
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    var actions = 0
    for (index, record) in records.enumerated() {
      guard let apple = record.appleRecord else {
        finishRestore(actions: actions)
        return RestoreStop(index: index, reason: "is not one of Apple's lines")
      }
      if let problem = replay(apple) {
        finishRestore(actions: actions)
        return RestoreStop(index: index, reason: problem)
      }
      if case .perform = apple { actions += 1 }
    }
    finishRestore(actions: actions)
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
