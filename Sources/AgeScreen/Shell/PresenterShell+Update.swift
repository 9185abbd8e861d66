import FlowEngine

// MARK: - The one update of a presenter's shell

extension PresenterShell {
  /// Applies `action` on a terminal of `size`: the chrome here, the platform's own through its
  /// requirements. Returns the command of an action that leaves the state alone (quit, write a
  /// picture); the caller adds the journal's records.
  public mutating func updatePresenter(_ action: ShellAction, size: Size) -> ProgramCommand<Record>?
  {
    switch action {
    case .quit: return .quit
    case .saveFrame: return .writeFrame(frameRequest(size: size))
    case .toggleHelp: overlay = overlay?.helpOffset == nil ? .help(offset: 0) : nil
    case .closeHelp: closeOverlay(overlay?.helpOffset != nil)
    case .scrollHelp(let delta): scrollHelp(by: delta, pages: false, size: size)
    case .pageHelp(let pages): scrollHelp(by: pages, pages: true, size: size)
    case .focusNext: focus = focus.next
    case .focusPrevious: focus = focus.previous
    case .focus(let pane): focus = pane
    case .move(let delta): moveSelection(by: delta, layout: keyLayout(size: size))
    case .page(let pages): page(by: pages, layout: keyLayout(size: size))
    case .first: selectEnd(last: false, layout: keyLayout(size: size))
    case .last: selectEnd(last: true, layout: keyLayout(size: size))
    case .select(let pane, let index):
      focus = pane
      lists[pane].select(index, rows: max(1, keyLayout(size: size).listRows[pane]))
    case .choose: choose(size: size)
    case .cycleBanner:
      bannerChoice = bannerMode(size: size).next
      notice = bannerMode(size: size).chosenNotice
    case .toggleWordingMarks: toggleWordingMarks()
    case .undo: undo()
    case .reset:
      autoplay = nil
      walk(to: 0, cause: .reset, size: size)
      notice = WalkthroughNotice.reset(scenarioName, today: today)
    case .openPicker: openScenarioPicker(size: size)
    case .closePicker, .pickerMove, .pickerSelect, .pickerType, .pickerErase, .pickerPage,
      .pickerFirst, .pickerLast:
      updatePicker(action, size: size)
    case .pickerChoose: keepingFocus { $0.choosePicked() }
    case .cancelSheet: cancelSheet()
    case .toggleNarration: toggleNarration()
    case .closeNarration: closeOverlay(overlay?.narrationOffset != nil)
    case .scrollNarration(let delta): scrollNarration(by: delta, pages: false, size: size)
    case .pageNarration(let pages): scrollNarration(by: pages, pages: true, size: size)
    case .cycleSharingMode: keepingFocus { $0.cycleSharingMode() }
    case .openRegionPicker: openRegionPicker(size: size)
    case .switchDevice: switchDevice()
    case .shareAgeRangeAgain: shareAgeRangeAgain()
    case .nextStep: nextStep(cause: .nextStep, size: size)
    case .previousStep: previousStep(size: size)
    case .returnToScript: returnToScript(size: size)
    case .toggleAutoplay:
      (autoplay, notice) = Autoplay.toggled(
        autoplay, canStart: scriptLength > 0 && scriptPosition < scriptLength)
    case .autoplayFaster: (autoplay, notice) = Autoplay.changed(autoplay, faster: true)
    case .autoplaySlower: (autoplay, notice) = Autoplay.changed(autoplay, faster: false)
    case .autoAdvance:
      guard autoplay != nil else { break }
      nextStep(cause: .autoplay, size: size)
    case .toggleCompare: toggleCompare()
    case .closeCompare: closeOverlay(overlay?.compare != nil)
    case .cycleCompare: cycleCompare()
    case .scrollCompare(let delta): scrollCompare(by: delta, pages: false, size: size)
    case .pageCompare(let pages): scrollCompare(by: pages, pages: true, size: size)
    case .shiftCompare(let delta):
      guard let compare = overlay?.compare else { break }
      overlay = .compare(compare.shifted(by: delta, in: overlayArea(at: size)))
    case .runtime(.report(let notice)): self.notice = notice
    // The mark stays in front of the notice line until it is cleared.
    case .runtime(.unsaved(let mark)): unsavedMark = mark
    case .runtime(.followedByNotes(let followed)): noteFollowedByNotes(followed)
    }
    return nil
  }

  /// Where keys land at `size`: the open overlay, and what the footer should name.
  public func presenterKeyContext(size: Size) -> KeyContext {
    ShellFrame.presenterContext(
      focus: focus, isHelpOpen: overlay?.helpOffset != nil, isPickerOpen: openPicker != nil,
      isNarrationOpen: overlay?.narrationOffset != nil && hasNarration,
      isCompareOpen: overlay?.compare != nil, isNarrationCut: { isNarrationCut(size: size) },
      showsWordingMarks: showsWordingMarks, size: size)
  }

  /// The keys a presenter needs first, which `?` help opens on, on every store: the
  /// walkthrough's next and previous step, back to the script, the banner, the whole narration,
  /// and compare.
  static var presenterKeys: [Key] {
    [
      .character("n"), .character("p"), .character("w"), .character("b"), .character("v"),
      .character("c"),
    ]
  }

  /// The help overlay's rows: ``presenterKeys`` first, then the key table's order.
  var helpRows: [HelpRow] { keyTable.helpRows(leading: Self.presenterKeys) }

  /// The help overlay, when it is open.
  public var helpOverlay: HelpOverlay? {
    overlay?.helpOffset.map { HelpOverlay(rows: helpRows, offset: $0) }
  }

  /// Runs a live key's `change` (`m`, the picker's Enter) and leaves the focus where the
  /// presenter put it, on every store: they watch its effect where they look, and the layout
  /// (which the focus picks on a small terminal) stays. A walkthrough step follows the story.
  private mutating func keepingFocus(_ change: (inout Self) -> Void) {
    let kept = focus
    change(&self)
    focus = kept
  }

  /// Closes the overlay when `isOpen` (the key's own overlay is the one open).
  mutating func closeOverlay(_ isOpen: Bool) {
    if isOpen { overlay = nil }
  }

  // MARK: - Moving through a pane: its list, and a device pane's document

  /// Moves the focused pane's selection by `delta` items. In a device pane that does not fit,
  /// the document scrolls to keep the selected button in view, and past the first or last
  /// button it scrolls on, so whatever lies above or under the buttons is reachable.
  mutating func moveSelection(by delta: Int, layout: PaneMetrics) {
    let before = lists[focus].selection
    lists[focus].move(by: delta, rows: max(1, layout.listRows[focus]))
    guard let document = layout.documents[focus] else { return }
    if lists[focus].selection == before {
      documentScroll[focus] = min(max(0, document.offset + delta), document.maximumOffset)
    } else {
      documentScroll[focus] = document.offset(showing: document.itemsTop + lists[focus].selection)
    }
  }

  /// Pages the focused pane: a device pane that does not fit scrolls by its height less a
  /// row; a list moves its selection by a page.
  private mutating func page(by pages: Int, layout: PaneMetrics) {
    let rows = max(1, layout.listRows[focus])
    guard let document = layout.documents[focus], document.maximumOffset > 0 else {
      lists[focus].move(by: pages * rows, rows: rows)
      return
    }
    let step = max(1, document.height - 1)
    documentScroll[focus] = min(max(0, document.offset + pages * step), document.maximumOffset)
  }

  /// Selects the focused pane's first (or last) item; a device pane scrolls to its top (or
  /// its end).
  private mutating func selectEnd(last: Bool, layout: PaneMetrics) {
    lists[focus].select(last ? lists[focus].count - 1 : 0, rows: max(1, layout.listRows[focus]))
    guard let document = layout.documents[focus] else { return }
    documentScroll[focus] = last ? document.maximumOffset : 0
  }

  /// Chooses the focused pane's selected item, as the pane says.
  private mutating func choose(size: Size) {
    let pane = focus
    let index = lists[pane].selection
    switch panes[pane].choose(index, in: self) {
    case .perform(let action, let keepsSelection):
      perform(action)
      if keepsSelection {
        lists[pane].select(index, rows: max(1, keyLayout(size: size).listRows[pane]))
      }
    case .explain(let text):
      notice = Notice(.info, text)
    case .nothing:
      break
    }
  }

  // MARK: - The walkthrough and the wording marks

  /// `w`: back to the step the session left the script at.
  private mutating func returnToScript(size: Size) {
    guard isOffScript else {
      notice = WalkthroughNotice.alreadyOnScript(at: scriptPosition, of: scriptLength)
      return
    }
    let leftAt = scriptPosition
    walk(to: leftAt, cause: .returnToScript, size: size)
    notice = WalkthroughNotice.backOnScript(at: leftAt, of: scriptLength)
  }

  /// `W`: hides or shows the `≈` on AgeTUI's assumed wording.
  private mutating func toggleWordingMarks() {
    showsWordingMarks.toggle()
    notice = Notice(
      .info,
      showsWordingMarks
        ? "≈ marks AgeTUI's assumed wording, not \(Self.wordingAuthor)'s; W hides the marks."
        : "Wording marks hidden; W shows the ≈ on assumed wording.")
  }

  // MARK: - The overlays' scrolling

  /// Scrolls the help overlay by `delta` lines (to an end when `delta` is `Int.min` or
  /// `Int.max`), or by pages less a line when `pages` is set.
  private mutating func scrollHelp(by delta: Int, pages: Bool, size: Size) {
    guard let offset = overlay?.helpOffset else { return }
    let area = overlayArea(at: size)
    let help = HelpOverlay(rows: helpRows)
    let limit = help.maximumOffset(in: area)
    guard !pages else {
      let page = max(1, help.pageRows(in: area) - 1)
      overlay = .help(offset: min(max(0, offset + delta * page), limit))
      return
    }
    let (moved, overflow) = offset.addingReportingOverflow(delta)
    overlay = .help(offset: overflow ? (delta < 0 ? 0 : limit) : min(max(0, moved), limit))
  }

  /// `v`: opens the step's whole narration, closes it when it is open, or says there is none.
  private mutating func toggleNarration() {
    guard overlay?.narrationOffset == nil else {
      overlay = nil
      return
    }
    guard hasNarration else {
      notice = WalkthroughNotice.noNarration
      return
    }
    overlay = .narration(offset: 0)
  }

  /// Scrolls the narration overlay by `delta` lines, or by pages when `pages` is set.
  private mutating func scrollNarration(by delta: Int, pages: Bool, size: Size) {
    guard let offset = overlay?.narrationOffset, let text = narrationOverlay else { return }
    let area = overlayArea(at: size)
    let step = pages ? delta * text.pageRows(in: area) : delta
    overlay = .narration(offset: min(max(0, offset + step), text.maximumOffset(in: area)))
  }

  /// Scrolls the compare overlay by `delta` rows, or by pages when `pages` is set.
  private mutating func scrollCompare(by delta: Int, pages: Bool, size: Size) {
    guard let compare = overlay?.compare else { return }
    overlay = .compare(compare.scrolled(by: delta, pages: pages, in: overlayArea(at: size)))
  }
}
