import FlowEngine

// MARK: - TUIProgram

extension SimulatorShell: PersistentProgram {
  /// The one key table.
  public var keyTable: KeyTable<SimulatorAction> { Self.keys }

  /// Where keys land at `size`.
  public func keyContext(size: Size) -> KeyContext {
    ShellFrame.context(
      focus: focus, isHelpOpen: isHelpOpen, isPickerOpen: picker != nil, size: size)
  }

  /// The whole screen at `size`.
  public func render(size: Size) -> Canvas {
    frame(size: size).render(size: size)
  }

  /// Keys from the table; clicks focus panes and select items (a second click chooses).
  public func action(for key: Key, size: Size) -> SimulatorAction? {
    guard case .click(let column, let row) = key else {
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

  /// Auto-play's delay while it is on.
  public var autoAdvanceMilliseconds: Int? { autoplay?.delayMilliseconds }

  /// Each transition of the app's flow so far, for recording markers.
  public var recordingMarkers: [String] {
    simulation.trace.filter { $0.kind == .flow }.map { "#\($0.sequence) \($0.summary)" }
  }

  /// The walkthrough's next step, sent by the loop when auto-play's delay passes.
  public var autoAdvanceAction: SimulatorAction? { .autoAdvance }

  /// Applies an action.
  public mutating func update(_ action: SimulatorAction, size: Size) -> LoopCommand {
    // Only the keys that move a selection need to know how many rows the list shows.
    var rows: Int { max(1, listRows(of: focus, size: size)) }
    switch action {
    case .quit: return .quit
    case .toggleHelp:
      isHelpOpen.toggle()
      helpOffset = 0
    case .closeHelp: isHelpOpen = false
    case .scrollHelp(let delta):
      let overlay = HelpOverlay(rows: keyTable.helpRows)
      let limit = overlay.maximumOffset(in: overlayArea(size: size))
      helpOffset = min(max(0, helpOffset + delta), limit)
    case .focusNext: focus = focus.next
    case .focusPrevious: focus = focus.previous
    case .focus(let pane): focus = pane
    case .move(let delta): lists[focus].move(by: delta, rows: rows)
    case .page(let pages): lists[focus].move(by: pages * rows, rows: rows)
    case .first: lists[focus].select(0, rows: rows)
    case .last: lists[focus].select(lists[focus].count - 1, rows: rows)
    case .select(let pane, let index):
      focus = pane
      lists[pane].select(index, rows: max(1, listRows(of: pane, size: size)))
    case .choose: choose()
    case .undo: undo()
    case .reset: reset()
    case .openPicker:
      let index = ScenarioLibrary.names.firstIndex(of: scenario.name) ?? 0
      picker = ScrollList(count: ScenarioLibrary.all.count, selection: index)
    case .closePicker: picker = nil
    case .pickerMove(let delta):
      let visible = pickerRows(size: size)
      picker?.move(by: delta, rows: visible)
    case .pickerSelect(let index):
      let visible = pickerRows(size: size)
      picker?.select(index, rows: visible)
    case .pickerChoose: openPickedScenario()
    case .cycleSharingMode: perform(.setSharingMode(simulation.world.nextSharingMode))
    case .cycleRegion: perform(.setRegion(simulation.world.nextRegion.code))
    case .switchDevice: switchDevice()
    case .shareAgeRangeAgain: shareAgeRangeAgain()
    case .nextStep: nextStep()
    case .previousStep: previousStep()
    case .returnToScript: returnToScript()
    case .toggleAutoplay: toggleAutoplay()
    case .autoplayFaster: changeAutoplay(faster: true)
    case .autoplaySlower: changeAutoplay(faster: false)
    case .autoAdvance:
      guard autoplay != nil else { break }
      nextStep()
      if scriptPosition >= scriptLength { autoplay = nil }
    }
    return .keepRunning
  }

  /// Shows a runtime message on the notice line.
  public mutating func report(_ notice: Notice) {
    self.notice = notice
  }

  /// The saved form: scenario text, actions and screen position.
  public var snapshot: SimulatorSnapshot {
    SimulatorSnapshot(
      version: SimulatorSnapshot.currentVersion, document: document, actions: actions,
      scriptPosition: scriptPosition, focus: focus, shownDevice: shownDevice, lists: lists)
  }

  /// Restores a saved session by replaying its actions on its own scenario text.
  public mutating func restore(_ snapshot: SimulatorSnapshot) {
    guard snapshot.version == SimulatorSnapshot.currentVersion else {
      notice = Notice(
        .warning,
        "The saved session is format \(snapshot.version); this build reads "
          + "\(SimulatorSnapshot.currentVersion). Started fresh instead.")
      return
    }
    do throws(ScenarioError) {
      var restored = try SimulatorShell(document: snapshot.document)
      restored.scriptPosition = min(max(0, snapshot.scriptPosition), restored.scriptLength)
      restored.playScript(through: restored.scriptPosition)
      restored.shownDevice = snapshot.shownDevice
      restored.replay(snapshot.actions)
      restored.focus = snapshot.focus
      for pane in Pane.allCases {
        let count = restored.lists[pane].count
        restored.lists[pane] = snapshot.lists[pane]
        restored.lists[pane].resize(count: count)
      }
      restored.notice = Notice(
        .success, "Resumed \(restored.scenario.name) after \(snapshot.actions.count) actions.")
      self = restored
    } catch {
      notice = Notice(.error, "The saved session's scenario no longer loads: \(error)")
    }
  }

  // MARK: - Actions

  private mutating func choose() {
    let index = lists[focus].selection
    switch focus {
    case .child:
      let choices = childPresentation.activeChoices
      guard choices.indices.contains(index) else {
        notice = Notice(.info, "Nothing to choose on this screen.")
        return
      }
      perform(choices[index].action)
    case .parent:
      let choices = parentChoices
      guard choices.indices.contains(index) else {
        notice = Notice(.info, "The parent has nothing to answer right now.")
        return
      }
      perform(choices[index].action)
    case .settings:
      let items = settingsItems
      guard items.indices.contains(index) else { return }
      guard let choice = items[index].choice else {
        notice = Notice(.info, "\(items[index].row.label) only shows a value.")
        return
      }
      perform(choice.action)
      // Keep the cursor on the row just changed, so cycling a setting is Enter, Enter, Enter.
      lists.settings.select(index, rows: 1000)
    case .timeline:
      break
    }
  }

  private mutating func undo() {
    guard !actions.isEmpty else {
      notice = Notice(.info, "Nothing to undo: this is the scenario's start.")
      return
    }
    let undone = actions.removeLast()
    replay(actions)
    while scriptPosition > 0, actions.count < scriptActions(through: scriptPosition).count {
      scriptPosition -= 1
    }
    notice = Notice(.info, "Undid \(ScriptAction.text(for: undone)).")
  }

  private mutating func reset() {
    scriptPosition = 0
    autoplay = nil
    replay([])
    notice = Notice(.info, "Reset \(scenario.name) to its start (\(simulation.world.today)).")
  }

  private mutating func openPickedScenario() {
    guard let picker else { return }
    let sources = ScenarioLibrary.sources
    let names = ScenarioLibrary.names
    guard names.indices.contains(picker.selection),
      let source = sources.first(where: { $0.name == names[picker.selection] })
    else { return }
    do throws(ScenarioError) {
      try open(ScenarioDocument(source))
    } catch {
      notice = Notice(.error, "\(error)")
    }
  }

  /// The area overlays are centred in: between the header and the notice line.
  private func overlayArea(size: Size) -> Rect {
    let layout = frame(size: size).layout(size: size)
    return Rect(
      x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY)
  }

  private func pickerRows(size: Size) -> Int {
    max(1, frame(size: size).picker?.listRows(in: overlayArea(size: size)) ?? 1)
  }

  private mutating func switchDevice() {
    guard simulation.world.secondDevice != nil else {
      notice = Notice(.info, "This scenario has no second device.")
      return
    }
    shownDevice = shownDevice == .childPhone ? .secondDevice : .childPhone
    focus = .child
    lists.child = ScrollList(count: childPresentation.activeChoices.count)
    notice = Notice(.info, "The Child pane shows \(childPresentation.heading).")
  }

  // MARK: - Walkthrough

  private mutating func nextStep() {
    guard scriptLength > 0 else {
      notice = Notice(.info, "This scenario has no script; explore it live.")
      return
    }
    guard scriptPosition < scriptLength else {
      autoplay = nil
      notice = Notice(.info, "End of the script (\(scriptLength) steps). p goes back, r resets.")
      return
    }
    scriptPosition += 1
    playScript(through: scriptPosition)
    replay(scriptActions(through: scriptPosition))
    notice = Notice(.info, "Script step \(scriptPosition)/\(scriptLength).")
  }

  private mutating func previousStep() {
    guard scriptPosition > 0 else {
      notice = Notice(.info, "Already at the start of the script.")
      return
    }
    scriptPosition -= 1
    replay(scriptActions(through: scriptPosition))
    notice = Notice(.info, "Back to script step \(scriptPosition)/\(scriptLength).")
  }

  private mutating func returnToScript() {
    guard isOffScript else {
      notice = Notice(.info, "Already on the script, at step \(scriptPosition)/\(scriptLength).")
      return
    }
    let live = actions.count - scriptActions(through: scriptPosition).count
    replay(scriptActions(through: scriptPosition))
    notice = Notice(
      .info,
      "Back on the script at step \(scriptPosition)/\(scriptLength); live changes dropped"
        + (live > 0 ? " (\(live) actions)." : "."))
  }

  private mutating func toggleAutoplay() {
    if autoplay == nil {
      guard scriptLength > 0, scriptPosition < scriptLength else {
        notice = Notice(.info, "Nothing left to auto-play; r resets the scenario.")
        return
      }
      autoplay = Autoplay()
    } else {
      autoplay = nil
    }
    notice = Notice(
      .info,
      autoplay.map { "Auto-play on, \($0.label); a stops, +/- change speed." }
        ?? "Auto-play off.")
  }

  private mutating func changeAutoplay(faster: Bool) {
    guard let current = autoplay else {
      notice = Notice(.info, "Auto-play is off; a starts it.")
      return
    }
    autoplay = faster ? current.faster : current.slower
    notice = Notice(.info, "Auto-play \(autoplay?.label ?? current.label).")
  }
}
