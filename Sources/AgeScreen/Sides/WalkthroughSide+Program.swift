import Scenarios

// MARK: - The program the event loop runs, for every walkthrough side

extension WalkthroughSide {
  /// Where keys land at `size`.
  public func keyContext(size: Size) -> KeyContext {
    presenterKeyContext(size: size)
  }

  /// The whole screen at `size`.
  public func render(size: Size) -> Canvas {
    frame(size: size).render(size: size)
  }

  /// Applies `action`; `size` is the terminal the key was pressed on. The changes it made are
  /// saved first (the history's records, then the screen when it moved), then what else it asks.
  public mutating func update(_ action: WalkthroughSideAction, size: Size)
    -> [ProgramCommand<Record>]
  {
    // A replay ends by settling what it left (finishRestore); this keeps a key right after a
    // replay that did not end so.
    settleReplay()
    var commands: [ProgramCommand<Record>] = []
    switch action {
    case .shell(let shellAction):
      if let command = updatePresenter(shellAction, size: size) { commands.append(command) }
    case .toggleTimeline:
      showsTimeline.toggle()
      focus = .timeline
      lists.timeline = ScrollList(count: panes.timeline.itemCount(in: self))
      if showsTimeline {
        lists.timeline.select(lists.timeline.count - 1, rows: max(1, listRows(.timeline, size)))
      }
      documentScroll.timeline = 0
    case .switchStore:
      notice = Notice(.info, "\(scenarioName) runs on \(Self.platform.title) only.")
    }
    return journalCommands() + commands
  }

  /// The action for `key`: the key table's, or for a click what it lands on, as in Apple's
  /// shell (a pane focuses it, an item selects it, the selected one is chosen).
  public func action(for key: Key, size: Size) -> WalkthroughSideAction? {
    guard case .click(let column, let row) = key else {
      if let typed = typedAction(for: key, size: size) { return .shell(typed) }
      return keyTable.action(for: key, in: keyContext(size: size))
    }
    guard keyContext(size: size).mode == .normal else { return nil }
    switch frame(size: size).hit(column: column, row: row, size: size) {
    case .tab(let pane), .pane(let pane): return .shell(.focus(pane))
    case .item(let pane, let index):
      let isSelected = pane == focus && lists[pane].selection == index
      return .shell(isSelected ? .choose : .select(pane, index: index))
    case nil: return nil
    }
  }

  /// A runtime event is the presenter's ``ShellAction/runtime(_:)`` action, which the side's
  /// update takes as every shell's does.
  public func action(for event: RuntimeEvent) -> WalkthroughSideAction? {
    .shell(.runtime(event))
  }

  /// The walkthrough's next step, sent by the loop when auto-play's delay passes.
  public var autoAdvanceAction: WalkthroughSideAction? { .shell(.autoAdvance) }

  /// Nothing to save at the start: the side begins as its scenario does, which the journal's
  /// `open` record already says.
  public mutating func start() -> [ProgramCommand<Record>] { [] }

  /// `o`.
  public static var switchStoreAction: WalkthroughSideAction { .switchStore }

  /// `s`, which the side's table binds to the session's scenario picker.
  public static func opensScenarioPicker(_ action: WalkthroughSideAction) -> Bool {
    action == .shell(.openPicker)
  }

  /// `c` replays the side's own store.
  public static var comparedPlatform: ScenarioPlatform { platform }

  /// The scenario picker is the session's (``StoreSession``); the side alone has none.
  public mutating func openScenarioPicker(size: Size) {
    notice = Notice(.info, "Not on \(Self.platform.title)'s side.")
  }

  /// No store but Apple has a setting to share the age range again.
  public mutating func shareAgeRangeAgain() {
    notice = Notice(.info, "Not on \(Self.platform.title)'s side.")
  }

  /// The speaker notes follow Apple's side; the side's banner does not change for them.
  public mutating func noteFollowedByNotes(_ followed: Bool) {}
}
