import AgeScreen
import FlowEngine
import GooglePlay

// MARK: - The program the event loop runs

extension PlayShell: PersistentProgram {
  /// Play's changes, journaled inside ``SessionRecord/play(_:)`` by ``StoreSession``.
  public typealias Record = PlayRecord

  /// The key table (``keys(otherStore:)``).
  public var keyTable: KeyTable<PlayShellAction> { Self.keys(otherStore: otherStore) }

  /// Where keys land at `size`.
  public func keyContext(size: Size) -> KeyContext {
    presenterKeyContext(size: size)
  }

  /// The whole screen at `size`.
  public func render(size: Size) -> Canvas {
    frame(size: size).render(size: size)
  }

  /// The screen before layout.
  public func frame(size: Size) -> ShellFrame {
    let header = HeaderBar.presenter(
      name: story.name, title: story.title, date: world.today.description,
      region: world.child.region.rawValue, platform: "Google Play · SDK \(world.app.sdk.rawValue)",
      sharingMode: world.child.sharingMode.title, walkthrough: walkthroughLabel)
    var frame = ShellFrame(
      title: "\(story.name) — \(story.title)", focus: focus, panes: bodies(size: size),
      notice: SimulatorShell.markedNotice(notice, unsavedMark: unsavedMark),
      hints: SimulatorShell.marksNoteFirst(keyTable.footerHints(in: keyContext(size: size))),
      help: helpOverlay,
      banner: bannerLines(size: size), bannerMore: SimulatorShell.narrationMore,
      picker: pickerOverlay, header: header, narration: narrationOverlay, compare: compare)
    frame.paneTitles = [
      .child: shownDevice == .childPhone ? "Phone" : "Tablet", .parent: "Family Link",
      .settings: "Settings",
      .timeline: showsTimeline ? "Timeline" : "Play Console",
    ]
    return frame
  }

  /// Applies `action`; `size` is the terminal the key was pressed on. The changes it made are
  /// saved first (the history's records, then the screen when it moved), then what else it asks.
  public mutating func update(_ action: PlayShellAction, size: Size) -> [ProgramCommand<PlayRecord>]
  {
    // A replay ends by counting its lists (finishRestore); this keeps a key right after a
    // replay that did not end so.
    countDeferredLists()
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
    updatePresenter(action, size: size).map { [$0] } ?? []
  }

  // MARK: - Esc over Play's sharing prompt

  /// `Esc` over Play's sharing prompt: its last button (Don't share), or why nothing happens.
  public mutating func cancelSheet() {
    guard let prompt = phone.prompt, let cancel = prompt.choices.last else {
      notice = WalkthroughNotice.nothingToCancel
      return
    }
    perform(cancel.action)
  }
}
