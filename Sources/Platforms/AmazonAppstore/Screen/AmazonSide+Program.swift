import AgeScreen
import AmazonAppstore

// MARK: - The program the event loop runs

extension AmazonSide: PersistentProgram {
  /// Amazon's changes, journaled under ``journalKey`` by ``StoreSession``.
  public typealias Record = AmazonRecord

  /// The key table (``keys(otherStore:)``).
  public var keyTable: KeyTable<AmazonSideAction> { Self.keys(otherStore: otherStore) }

  /// Where keys land at `size`.
  public func keyContext(size: Size) -> KeyContext {
    presenterKeyContext(size: size)
  }

  /// The whole screen at `size`.
  public func render(size: Size) -> Canvas {
    frame(size: size).render(size: size)
  }

  /// The screen before layout, drawn by the shared `ShellFrame`: the presenter's header with
  /// the simulated date, the footer's keys by priority, the panes, the banner and overlays.
  public func frame(size: Size) -> ShellFrame {
    let header = HeaderBar.presenter(
      name: story.name, title: story.title, date: world.today.description,
      region: world.child.region.rawValue, platform: "Amazon Appstore",
      sharingMode: world.consent == .granted
        ? "consent given" : "consent \(world.consent.rawValue)",
      walkthrough: walkthroughLabel)
    var frame = ShellFrame(
      title: "\(story.name) — \(story.title)", focus: focus, panes: bodies(size: size),
      notice: SimulatorShell.markedNotice(notice, unsavedMark: unsavedMark),
      hints: SimulatorShell.marksNoteFirst(keyTable.footerHints(in: keyContext(size: size))),
      help: helpOverlay, banner: bannerLines(size: size), bannerMore: SimulatorShell.narrationMore,
      picker: pickerOverlay, header: header, narration: narrationOverlay,
      compare: overlay?.compare)
    frame.paneTitles = [
      .child: "Fire tablet", .parent: "Parent", .settings: "Settings",
      .timeline: showsTimeline ? "Timeline" : "Dev Console",
    ]
    return frame
  }

  /// Applies `action`; the changes it made are saved first, then what else it asks.
  public mutating func update(_ action: AmazonSideAction, size: Size)
    -> [ProgramCommand<AmazonRecord>]
  {
    var commands: [ProgramCommand<AmazonRecord>] = []
    switch action {
    case .shell(let shellAction):
      if let command = updatePresenter(shellAction, size: size) { commands.append(command) }
    case .toggleTimeline:
      showsTimeline.toggle()
      focus = .timeline
      lists.timeline = ScrollList(count: Self.panes.timeline.itemCount(in: self))
      if showsTimeline {
        lists.timeline.select(lists.timeline.count - 1, rows: max(1, listRows(.timeline, size)))
      }
      documentScroll.timeline = 0
    case .switchStore:
      notice = Notice(.info, "\(story.name) runs on Amazon Appstore only.")
    }
    return journalCommands() + commands
  }

  /// The action for `key`: the key table's, or for a click what it lands on, as on the other
  /// stores (a pane focuses it, an item selects it, the selected one is chosen).
  public func action(for key: Key, size: Size) -> AmazonSideAction? {
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

  /// A runtime event is the Apple shell's ``ShellAction/runtime(_:)`` action.
  public func action(for event: RuntimeEvent) -> AmazonSideAction? { .shell(.runtime(event)) }

  /// The walkthrough's next step, sent by the loop when auto-play's delay passes.
  public var autoAdvanceAction: AmazonSideAction? { .shell(.autoAdvance) }

  /// Nothing to save at the start: the side begins as its scenario does.
  public mutating func start() -> [ProgramCommand<AmazonRecord>] { [] }
}
