/// A demo of the real screen with placeholder content: four titled panes, focus, lists,
/// choosing, help and quitting. It proves the terminal layer end to end until the
/// simulation-backed panes replace it, and it is the model they follow: state as a value,
/// one key table, a pure ``frame(size:)``.
public struct DemoShell: PersistentProgram, Hashable, Sendable, Codable {
  /// Shown in the header after "AgeTUI — ".
  public var scenarioName: String
  /// The focused pane.
  public var focus: Pane
  /// Selection and scroll position of each pane's list.
  public var lists: PerPane<ScrollList>
  /// The notice line.
  public var notice: Notice?
  /// Whether the help overlay is open.
  public var isHelpOpen: Bool

  /// The demo as it starts: Child device focused, first items selected.
  public init(scenarioName: String = "Default scenario (placeholder)") {
    self.scenarioName = scenarioName
    self.focus = .child
    self.lists = PerPane { ScrollList(count: Self.items(of: $0).count) }
    self.notice = nil
    self.isHelpOpen = false
  }

  // MARK: - TUIProgram

  /// The demo's key table.
  public var keyTable: KeyTable<DemoAction> { Self.keys }

  /// Where keys land at `size`.
  public func keyContext(size: Size) -> KeyContext {
    ShellFrame.context(focus: focus, isHelpOpen: isHelpOpen, size: size)
  }

  /// The screen as a frame, before layout.
  public func frame(size: Size) -> ShellFrame {
    let context = ShellFrame.context(focus: focus, isHelpOpen: isHelpOpen, size: size)
    return ShellFrame(
      title: scenarioName, status: "demo shell · no simulation yet", focus: focus,
      panes: [
        .child: body(of: .child), .parent: body(of: .parent), .settings: body(of: .settings),
        .timeline: body(of: .timeline),
      ],
      notice: notice, hints: keyTable.hints(in: context),
      help: isHelpOpen ? HelpOverlay(rows: keyTable.helpRows) : nil)
  }

  /// The whole screen at `size`.
  public func render(size: Size) -> Canvas {
    frame(size: size).render(size: size)
  }

  /// Keys from the table; clicks focus panes and tabs and select items.
  public func action(for key: Key, size: Size) -> DemoAction? {
    guard case .click(let column, let row) = key else {
      return keyTable.action(for: key, in: keyContext(size: size))
    }
    guard keyContext(size: size).mode == .normal else { return nil }
    switch frame(size: size).hit(column: column, row: row, size: size) {
    case .tab(let pane), .pane(let pane): return .focus(pane)
    case .item(let pane, let index): return .select(pane, index: index)
    case nil: return nil
    }
  }

  /// Applies `action`.
  public mutating func update(_ action: DemoAction, size: Size) -> LoopCommand {
    let rows = max(1, frame(size: size).listRows(of: focus, size: size))
    switch action {
    case .quit: return .quit
    case .toggleHelp: isHelpOpen.toggle()
    case .closeHelp: isHelpOpen = false
    case .focusNext: focus = focus.next
    case .focusPrevious: focus = focus.previous
    case .focus(let pane): focus = pane
    case .move(let delta): lists[focus].move(by: delta, rows: rows)
    case .page(let pages): lists[focus].move(by: pages * rows, rows: rows)
    case .first: lists[focus].select(0, rows: rows)
    case .last: lists[focus].select(lists[focus].count - 1, rows: rows)
    case .select(let pane, let index):
      focus = pane
      lists[pane].select(index, rows: max(1, frame(size: size).listRows(of: pane, size: size)))
    case .choose:
      let items = Self.items(of: focus)
      let selection = lists[focus].selection
      guard selection < items.count else { break }
      notice = Notice(.success, "Chose “\(items[selection])” in \(focus.title)")
    }
    return .keepRunning
  }

  /// Shows a runtime message on the notice line.
  public mutating func report(_ notice: Notice) {
    self.notice = notice
  }

  // MARK: - PersistentProgram

  /// The whole demo state is its snapshot.
  public var snapshot: DemoShell { self }

  /// Restores a saved demo, fitting the lists to the current placeholder items.
  public mutating func restore(_ snapshot: DemoShell) {
    self = snapshot
    for pane in Pane.allCases {
      lists[pane].resize(count: Self.items(of: pane).count)
    }
  }

  // MARK: - Content

  private func body(of pane: Pane) -> PaneBody {
    PaneBody(
      text: Self.introduction(of: pane), items: Self.items(of: pane).map { Line($0) },
      list: lists[pane])
  }
}
