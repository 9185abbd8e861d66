import AgeScreen
import AppleScenarios
import FlowEngine
import Scenarios

// MARK: - TUIProgram

extension AppleShell: PersistentProgram, PickerHost {
  /// The one key table.
  public var keyTable: KeyTable<ShellAction> { ShellKeys.table }

  /// Where keys land at `size`.
  public func keyContext(size: Size) -> KeyContext {
    presenterKeyContext(size: size)
  }

  /// The whole screen at `size`.
  public func render(size: Size) -> Canvas {
    frame(size: size).render(size: size)
  }

  /// The whole screen at `size`, as ``render(size:)`` draws it, copying from `cache` what has
  /// not changed since the last frame drawn with it (and keeping this one there).
  /// `presentations` is the memo of the simulation's presentations kept beside the shell.
  mutating func present(
    size: Size, cache: inout AppleShellFrameCache, presentations memo: inout ApplePresentationCache?
  ) -> Canvas {
    presentations = memo
    defer { (memo, presentations) = (presentations, nil) }
    return present(size: size, cache: &cache)
  }

  private func present(size: Size, cache: inout AppleShellFrameCache) -> Canvas {
    cache.bannerWrap = bannerWrap(size: size, keeping: cache.bannerWrap)
    let drawn = cachedFrame(size: size, cache: &cache).draw(size: size, reusing: cache.lastDrawn)
    cache.lastDrawn = drawn
    return drawn.canvas
  }

  /// What an update needs from the layout of the screen as it is now at `size`: a pure function
  /// of the state and the size.
  public func paneMetrics(size: Size) -> PaneMetrics {
    var cache = AppleShellFrameCache()
    return paneMetrics(size: size, cache: &cache)
  }

  /// ``paneMetrics(size:)``, from the pane bodies in `cache` that are still right. Only what
  /// the layout depends on is built (the bodies, the focus, the banner), not the footer, the
  /// header or the overlays.
  func paneMetrics(size: Size, cache: inout AppleShellFrameCache) -> PaneMetrics {
    let panes = cachedBodies(size: size, cache: &cache)
    return ShellFrame(
      header: HeaderBar(title: "", parts: []), focus: focus, panes: panes, hints: [],
      banner: bannerLines(size: size),
      bannerWrap: cache.bannerWrap
    ).metrics(size: size)
  }

  /// Keys from the table; clicks focus panes and select items (a second click chooses).
  public func action(for key: Key, size: Size) -> ShellAction? {
    guard case .click(let column, let row) = key else {
      if let typed = typedAction(for: key, size: size) { return typed }
      return keyTable.action(for: key, in: keyContext(size: size))
    }
    guard keyContext(size: size).mode == .normal else { return nil }
    switch frame(size: size).hit(column: column, row: row, size: size) {
    case .tab(let pane), .pane(let pane): return .focus(pane)
    case .item(let pane, let index):
      let isSelected = pane == focus && lists[pane].selection == index
      return isSelected && pane != .timeline ? .choose : .select(pane, index: index)
    case nil: return nil
    }
  }

  /// Auto-play's delay before the next step: long enough to read what is showing.
  public var autoAdvanceMilliseconds: Int? {
    autoplay?.delayMilliseconds(reading: narration.joined(separator: " "))
  }

  /// Each transition of the app's flow so far, for recording markers.
  public var recordingMarkers: [String] {
    simulation.trace.filter { $0.kind == .flow }.map { "#\($0.sequence) \($0.summary)" }
  }

  /// The walkthrough's next step, sent by the loop when auto-play's delay passes.
  public var autoAdvanceAction: ShellAction? { .autoAdvance }

  /// Applies an action and returns what the loop should do: journal the records it made (and
  /// the screen position, when it moved), then write the picture `x` took, or quit.
  public mutating func update(_ action: ShellAction, size: Size) -> [ShellCommand] {
    var cache = AppleShellFrameCache()
    var memo: ApplePresentationCache?
    return update(action, size: size, cache: &cache, presentations: &memo)
  }

  /// ``update(_:size:)``, finding the layout it needs from the pane bodies in `cache` and the
  /// presentations in `memo` (kept there again when the update has rebuilt them).
  mutating func update(
    _ action: ShellAction, size: Size, cache: inout AppleShellFrameCache,
    presentations memo: inout ApplePresentationCache?
  ) -> [ShellCommand] {
    // The runtime's events journal nothing: the records waiting for the journal (the opening
    // ones, before the loop's start()) stay for the next update to return.
    guard !action.isRuntime else {
      _ = apply(action, size: size)
      return []
    }
    presentations = memo
    defer { (memo, presentations) = (presentations, nil) }
    layoutMetrics = paneMetrics(size: size, cache: &cache)
    defer { layoutMetrics = PaneMetrics() }
    let command = apply(action, size: size)
    return journalCommands() + (command.map { [$0] } ?? [])
  }

  /// The records made since the session's journal last took them, as a save command.
  private mutating func journalCommands() -> [ShellCommand] {
    let records = takeUnsavedRecords()
    return records.isEmpty ? [] : [.save(records, startsNewJournal: false)]
  }

  /// The records made since the journal last took them (the screen, at a scenario's opening),
  /// after the session's header for the scenario.
  public mutating func start() -> [ShellCommand] {
    journalCommands()
  }

  /// Changes the state through the presenter's one update; returns the command of an action
  /// that leaves the state alone (quit, save a picture).
  private mutating func apply(_ action: ShellAction, size: Size) -> ShellCommand? {
    updatePresenter(action, size: size)
  }

  /// A runtime event is the shell's ``ShellAction/runtime(_:)`` action: the notice, the journal's
  /// "not saved" mark (kept in front of the notice line until cleared), whether `agetui notes`
  /// follows.
  public func action(for event: RuntimeEvent) -> ShellAction? { .runtime(event) }

  /// The history records since the last save, with where the screen is when it moved.
  private mutating func takeUnsavedRecords() -> [SessionRecord] {
    let screen = AppleScreenPosition(
      focus: focus, shownDevice: shownDevice, lists: lists, banner: bannerChoice,
      wordingMarks: showsWordingMarks ? nil : false)
    if screen != savedScreen {
      unsavedRecords.append(.screen(screen))
      savedScreen = screen
    }
    defer { unsavedRecords = [] }
    return unsavedRecords
  }

  // MARK: - Actions

  /// `u`: back to the state before the last change, saying what it took back.
  public mutating func undo() {
    let before = walkthroughLabel
    guard let undone = history.undo() else {
      notice = WalkthroughNotice.nothingToUndo
      return
    }
    unsavedRecords.append(.undo)
    stepTraceStart = simulation.trace.count
    refreshLists(following: true)
    switch undone {
    case .action(let action):
      notice = WalkthroughNotice.undid(
        action: AppleScriptAction.text(for: action), now: walkthroughLabel)
    case .cause(let cause):
      notice = WalkthroughNotice.undid(cause: cause, was: before, now: walkthroughLabel)
    }
  }

  /// `d`: the other device, or why there is none.
  public mutating func switchDevice() {
    guard simulation.world.secondDevice != nil else {
      notice = Notice(.info, "This scenario has no second device.")
      return
    }
    shownDevice = shownDevice == .childPhone ? .secondDevice : .childPhone
    keepPresentations()
    focus = .child
    documentScroll.child = 0
    // The Child slot's component says how its list starts over on another device, as on any
    // change of the story.
    lists.child = panes.child.refresh(
      lists.child, count: panes.child.itemCount(in: self), following: true,
      rows: max(1, visibleRows.child), in: self)
    notice = Notice(.info, "The Child pane shows \(childPresentation.heading).")
  }

  // MARK: - Walkthrough

  /// `n` (or auto-play's next step).
  public mutating func nextStep(cause: HistoryCause, size: Size) {
    guard scriptLength > 0 else {
      autoplay = nil
      notice = WalkthroughNotice.noScript
      return
    }
    let wasLive = isOffScript
    let target = scriptPosition + 1
    guard target <= scriptLength else {
      autoplay = nil
      notice = WalkthroughNotice.scriptEnded(length: scriptLength, isLive: wasLive)
      return
    }
    jump(to: target, cause: cause)
    if target >= scriptLength { autoplay = nil }
    let ended = target >= scriptLength ? " End of the script." : ""
    notice = Notice(
      .info,
      wasLive
        ? "Rejoined the script at step \(target)/\(scriptLength); u returns to your live "
          + "changes.\(ended)"
        : "Script step \(target)/\(scriptLength).\(ended)")
  }

  /// `p`.
  public mutating func previousStep(size: Size) {
    let wasLive = isOffScript
    guard scriptPosition > 0 else {
      notice = WalkthroughNotice.alreadyAtStart
      return
    }
    let target = scriptPosition - 1
    jump(to: target, cause: .previousStep)
    notice = Notice(
      .info,
      wasLive
        ? "Rejoined the script at step \(target)/\(scriptLength); u returns to your live "
          + "changes."
        : "Back to script step \(target)/\(scriptLength).")
  }
}
