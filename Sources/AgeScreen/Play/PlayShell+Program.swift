import FlowEngine
import GooglePlay

// MARK: - The program the event loop runs

extension PlayShell: PersistentProgram {
  /// Play's changes, journaled inside ``SessionRecord/play(_:)`` by ``TwoStoreSession``.
  public typealias Record = PlayRecord

  /// The key table (``keys(otherStore:)``).
  public var keyTable: KeyTable<PlayShellAction> { Self.keys(otherStore: otherStore) }

  /// Where keys land at `size`.
  public func keyContext(size: Size) -> KeyContext {
    ShellFrame.presenterContext(
      focus: focus, isHelpOpen: helpOffset != nil, isPickerOpen: openPicker != nil,
      isNarrationOpen: narrationOffset != nil && stepOnScreen != nil, isCompareOpen: compare != nil,
      isNarrationCut: { isNarrationCut(size: size) }, showsWordingMarks: showsWordingMarks,
      size: size)
  }

  /// The whole screen at `size`.
  public func render(size: Size) -> Canvas {
    frame(size: size).render(size: size)
  }

  /// The screen before layout.
  public func frame(size: Size) -> ShellFrame {
    var parts = [
      HeaderBar.Part(world.today.description, rank: 4),
      HeaderBar.Part(world.child.region.rawValue, rank: 1),
      HeaderBar.Part("Google Play · SDK \(world.app.sdk.rawValue)", rank: 3),
      HeaderBar.Part(world.child.sharingMode.title, rank: 2),
    ]
    if let label = walkthroughLabel { parts.append(HeaderBar.Part(label, rank: 0)) }
    let header = HeaderBar(
      title: "AgeTUI — \(story.name) — \(story.title)", shortTitle: story.name, parts: parts)
    var frame = ShellFrame(
      title: "\(story.name) — \(story.title)", focus: focus, panes: bodies(size: size),
      notice: SimulatorShell.markedNotice(notice, unsavedMark: unsavedMark),
      hints: SimulatorShell.marksNoteFirst(keyTable.footerHints(in: keyContext(size: size))),
      help: helpOffset.map { HelpOverlay(rows: keyTable.helpRows, offset: $0) },
      banner: bannerLines(size: size), bannerMore: SimulatorShell.narrationMore,
      picker: pickerOverlay, header: header, narration: narrationOverlay, compare: compare)
    frame.paneTitles = [
      .child: shownDevice == .childPhone ? "Phone" : "Tablet", .parent: "Family Link",
      .settings: "Settings",
      .timeline: showsTimeline ? "Timeline" : "Play Console",
    ]
    return frame
  }

  /// The narration overlay, while it is open.
  var narrationOverlay: TextOverlay? {
    guard let offset = narrationOffset, let step = stepOnScreen else { return nil }
    return TextOverlay(
      title: "Step \(present.position)/\(scriptLength)", paragraphs: [Line(step.narration)],
      offset: offset, closeHint: "v or Esc closes")
  }

  /// The banner at `size`: the step's narration, its caption or nothing (`b`), after auto-play's
  /// mark while it runs, as on Apple's side.
  func bannerLines(size: Size) -> [Line] {
    guard let step = stepOnScreen else { return [] }
    let marker = autoplay.map { "▶ auto \($0.label) · " } ?? ""
    switch bannerChoice ?? .standard(rows: size.height, followedByNotes: false) {
    case .full:
      return [Line("\(marker)Step \(present.position)/\(scriptLength): \(step.narration)")]
    case .caption: return step.caption.isEmpty ? [] : [Line(marker + step.caption)]
    case .off: return []
    }
  }

  /// Whether the banner shows less than the whole narration at `size`.
  func isNarrationCut(size: Size) -> Bool {
    guard stepOnScreen != nil else { return false }
    let banner = bannerLines(size: size)
    guard (bannerChoice ?? .standard(rows: size.height, followedByNotes: false)) == .full,
      !banner.isEmpty
    else { return true }
    return ShellFrame.bannerLines(banner, more: "", width: size.width, rows: .max).count
      > ScreenLayout.bannerLimit(size: size)
  }

  /// Applies `action`; `size` is the terminal the key was pressed on. The changes it made are
  /// saved first (the history's records, then the screen when it moved), then what else it asks.
  public mutating func update(_ action: PlayShellAction, size: Size) -> [ProgramCommand<PlayRecord>]
  {
    let commands = apply(action, size: size)
    return journalCommands() + commands
  }

  private mutating func apply(_ action: PlayShellAction, size: Size) -> [ProgramCommand<PlayRecord>]
  {
    switch action {
    case .shell(let shellAction): return update(shellAction, size: size)
    case .toggleTimeline:
      showsTimeline.toggle()
      focus = .timeline
      lists.timeline = ScrollList(count: itemCount(of: .timeline))
      if showsTimeline {
        lists.timeline.select(lists.timeline.count - 1, rows: max(1, listRows(.timeline, size)))
      }
      documentScroll.timeline = 0
    case .switchStore:
      notice = Notice(.info, "\(story.name) runs on Google Play only.")
    }
    return []
  }

  /// The action for `key`: the key table's, or for a click what it lands on, as in the Apple
  /// shell (a pane focuses it, an item selects it, the selected one is chosen).
  public func action(for key: Key, size: Size) -> PlayShellAction? {
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

  /// A runtime event is the Apple shell's ``ShellAction/runtime(_:)`` action, which Play's update
  /// takes as Apple's does (the speaker notes change nothing on Play's side).
  public func action(for event: RuntimeEvent) -> PlayShellAction? { .shell(.runtime(event)) }

  /// Nothing to save at the start: the Play side begins as its scenario does, which the
  /// journal's `open` record already says.
  public mutating func start() -> [ProgramCommand<PlayRecord>] { [] }

  // MARK: - The Apple shell's actions, on Play

  private mutating func update(_ action: ShellAction, size: Size) -> [ProgramCommand<PlayRecord>] {
    let overlayRows = max(1, size.height - 4)
    switch action {
    case .quit: return [.quit]
    case .toggleHelp: helpOffset = helpOffset == nil ? 0 : nil
    case .closeHelp: helpOffset = nil
    case .scrollHelp(let delta): scrollHelp(by: delta, size: size)
    case .pageHelp(let pages): scrollHelp(by: pages * overlayRows, size: size)
    case .focusNext: focus = focus.next
    case .focusPrevious: focus = focus.previous
    case .focus(let pane): focus = pane
    case .move(let delta): move(by: delta, size: size)
    case .page(let pages): scroll(pages: pages, size: size)
    case .first: move(by: Int.min / 2, size: size)
    case .last: move(by: Int.max / 2, size: size)
    case .select(let pane, let index):
      focus = pane
      lists[pane].select(index, rows: max(1, listRows(pane, size)))
    case .choose: choose()
    case .cycleBanner:
      let chosen = (bannerChoice ?? .standard(rows: size.height, followedByNotes: false)).next
      bannerChoice = chosen
      notice = chosen.chosenNotice
    case .toggleWordingMarks: toggleWordingMarks()
    case .undo: undo()
    case .reset:
      autoplay = nil
      jump(to: 0, cause: .reset, size: size)
      notice = WalkthroughNotice.reset(story.name, today: world.today)
    case .cancelSheet: cancelPrompt()
    case .toggleNarration: toggleNarration()
    case .closeNarration: narrationOffset = nil
    case .scrollNarration(let delta): scrollNarration(by: delta, size: size)
    case .pageNarration(let pages): scrollNarration(by: pages * overlayRows, size: size)
    case .nextStep: nextStep(size: size)
    case .previousStep: previousStep(size: size)
    case .returnToScript: returnToScript(size: size)
    case .saveFrame:
      return [
        .writeFrame(
          FrameRequest(
            canvas: render(size: size), scenario: story.name, step: present.position,
            isLive: present.leftAt != nil))
      ]
    case .toggleCompare: toggleCompare()
    case .closeCompare: compare = nil
    case .cycleCompare: cycleCompare()
    case .scrollCompare(let delta):
      compare = compare?.scrolled(by: delta, pages: false, in: overlayArea(at: size))
    case .pageCompare(let pages):
      compare = compare?.scrolled(by: pages, pages: true, in: overlayArea(at: size))
    case .shiftCompare(let delta): compare = compare?.shifted(by: delta, in: overlayArea(at: size))
    case .closePicker, .pickerMove, .pickerSelect, .pickerType, .pickerErase, .pickerPage,
      .pickerFirst, .pickerLast:
      updatePicker(action, size: size)
    case .pickerChoose: choosePicked()
    case .cycleSharingMode: cycleSharingMode()
    case .openRegionPicker: openRegionPicker(size: size)
    case .switchDevice: switchDevice()
    case .toggleAutoplay: toggleAutoplay()
    case .autoplayFaster: changeAutoplay(faster: true)
    case .autoplaySlower: changeAutoplay(faster: false)
    case .autoAdvance: autoAdvance(size: size)
    case .runtime(.report(let notice)): self.notice = notice
    // The mark stays in front of the notice line until it is cleared.
    case .runtime(.unsaved(let mark)): unsavedMark = mark
    case .runtime(.followedByNotes): break
    case .openPicker, .shareAgeRangeAgain:
      notice = Notice(.info, "Not on Google Play's side.")
    }
    return []
  }

  // MARK: - The walkthrough's keys, with the Apple side's notices where they change nothing

  /// `n`: the script's next step, or back onto it after the step the session left; at the
  /// end, says so.
  private mutating func nextStep(size: Size) {
    let position = present.leftAt ?? present.position
    guard scriptLength > 0 else {
      notice = WalkthroughNotice.noScript
      return
    }
    guard position < scriptLength else {
      notice = WalkthroughNotice.scriptEnded(length: scriptLength, isLive: present.leftAt != nil)
      return
    }
    jump(to: position + 1, cause: .nextStep, size: size)
  }

  /// `p`: the step before, or, off the script, the step the session left.
  private mutating func previousStep(size: Size) {
    guard present.leftAt != nil || present.position > 0 else {
      notice = WalkthroughNotice.alreadyAtStart
      return
    }
    jump(
      to: (present.leftAt.map { $0 + 1 } ?? present.position) - 1, cause: .previousStep,
      size: size)
  }

  /// `w`: back to the step the session left the script at.
  private mutating func returnToScript(size: Size) {
    guard let leftAt = present.leftAt else {
      notice = WalkthroughNotice.alreadyOnScript(at: present.position, of: scriptLength)
      return
    }
    jump(to: leftAt, cause: .returnToScript, size: size)
    notice = WalkthroughNotice.backOnScript(at: leftAt, of: scriptLength)
  }

  /// `v`: the step's whole narration, or why there is none.
  private mutating func toggleNarration() {
    guard narrationOffset == nil else {
      narrationOffset = nil
      return
    }
    guard stepOnScreen != nil else {
      notice = WalkthroughNotice.noNarration
      return
    }
    narrationOffset = 0
  }

  /// `Esc` over Play's sharing prompt: its last button (Don't share), or why nothing happens.
  private mutating func cancelPrompt() {
    guard let prompt = phone.prompt, let cancel = prompt.choices.last else {
      notice = WalkthroughNotice.nothingToCancel
      return
    }
    perform(cancel.action)
  }

  /// Where the overlays open at `size`: between the header and the notice line.
  func overlayArea(at size: Size) -> Rect {
    let layout = frame(size: size).layout(size: size)
    return Rect(
      x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY)
  }

  /// `offset` moved by `delta` (clamped, as `Int.min` and `Int.max` mean the ends), from 0 to
  /// `maximum`.
  private static func moved(_ offset: Int, by delta: Int, maximum: Int) -> Int {
    let step = max(-maximum - 1, min(maximum + 1, delta))
    return max(0, min(maximum, offset + step))
  }

  private mutating func scrollHelp(by delta: Int, size: Size) {
    let help = HelpOverlay(rows: keyTable.helpRows, offset: helpOffset ?? 0)
    helpOffset = Self.moved(
      help.offset, by: delta, maximum: help.maximumOffset(in: overlayArea(at: size)))
  }

  private mutating func scrollNarration(by delta: Int, size: Size) {
    guard let overlay = narrationOverlay else { return }
    narrationOffset = Self.moved(
      overlay.offset, by: delta, maximum: overlay.maximumOffset(in: overlayArea(at: size)))
  }

  /// How many list rows `pane` shows at `size`.
  func listRows(_ pane: Pane, _ size: Size) -> Int {
    frame(size: size).metrics(size: size).listRows[pane]
  }

  /// Moves the focused pane's selection; a document scrolls to keep it in view.
  private mutating func move(by delta: Int, size: Size) {
    let metrics = frame(size: size).metrics(size: size)
    lists[focus].move(by: delta, rows: max(1, metrics.listRows[focus]))
    if let document = metrics.documents[focus] {
      documentScroll[focus] = document.offset(showing: document.itemsTop + lists[focus].selection)
    }
  }

  /// Scrolls the focused document a page, or moves a list's selection a page.
  private mutating func scroll(pages: Int, size: Size) {
    let metrics = frame(size: size).metrics(size: size)
    guard let document = metrics.documents[focus] else {
      move(by: pages * max(1, metrics.listRows[focus]), size: size)
      return
    }
    documentScroll[focus] = min(
      document.maximumOffset, max(0, document.offset + pages * max(1, document.height)))
  }

  /// Chooses the selected row of the focused pane.
  private mutating func choose() {
    switch Self.panes[focus].choose(lists[focus].selection, in: self) {
    case .perform(let action, let keepsSelection):
      let index = lists[focus].selection
      perform(action)
      if keepsSelection { lists[focus].select(index, rows: 1) }
    case .explain(let text):
      notice = Notice(.info, text)
    case .nothing:
      break
    }
  }
}
