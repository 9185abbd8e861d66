import Scenarios

/// The program the TUI runs: the host's session (a ``SessionHost``, which keeps the session's
/// scenarios: Apple's shell, the one host today) and, for a scenario with other platforms'
/// parts, each platform's side (a ``StoreSide``), one shown at a time. A scenario not on the
/// host's store shows its first side; one on it opens on the host's, and `o` goes through the
/// sides in turn, each keeping its place. Whenever the host opens a scenario (the picker,
/// `--resume`), the sides follow it. Without other parts every key, frame and record is the
/// host's own. Every side is journaled, in the order its changes happened: the host's lines
/// (``SessionHost/journalLines``) and each side's (``StoreSide/sessionRecord(_:)``, under its
/// store's journal key, with `o` as its ``StoreSide/shownRecord(_:)``), so `--resume` and
/// `agetui notes` follow them all.
///
/// The scenario picker (`s`) is the session's, whichever side opened it: it lists the
/// built-ins on the host's shelf, is drawn over the side shown, which stays shown under it, and
/// hands the scenario chosen to the host, which opens it.
public struct StoreSession<Host: SessionHost>: PersistentProgram, PickerHost {
  /// The journal's lines: the header, the host's and every side's.
  public typealias Record = SessionRecord

  /// The host's side, which keeps the session's scenarios.
  public private(set) var host: Host
  /// The other platforms' sides and which side is shown.
  public private(set) var sides: StoreSides
  /// The scenario picker, while it is open: it takes the keys, drawn over the side shown.
  public var openPicker: OpenPicker?

  /// The host's session, and the sides of `sides`' platforms its scenario has.
  public init(host: Host, sides: StoreSides) {
    self.host = host
    self.sides = sides
    self.host.compareSides = sides.compareSides
    followHost(force: true)
  }

  /// The host's session, and the sides of `kinds` (in `o`'s order) its scenario has.
  public init(host: Host, kinds: [StoreSideKind]) {
    self.init(host: host, sides: StoreSides(kinds, host: Host.compareSide))
  }

  /// The scenario's side of `Side`'s platform.
  public func side<Side: StoreSide>(_ type: Side.Type) -> Side? { sides.side(type) }
  /// Whether a side, rather than the host's, is shown.
  public var showsSide: Bool { sides.showsSide }
  /// Whether the scenario runs on the host's store too.
  public var runsOnHost: Bool { sides.runsOnHost }

  /// The key that switches on the host's side, and what the footer calls it: the first side.
  private var switchHint: KeyHint? {
    guard switches, let first = sides.sides.first else { return nil }
    return KeyHint(
      keys: "o", label: first.platform.title, shortLabel: first.shortTitle, rank: 1)
  }

  /// Remakes the sides when the host has opened another scenario.
  /// - Returns: whether they were made again.
  @discardableResult
  private mutating func followHost(force: Bool = false) -> Bool {
    guard sides.follow(host.document, scenario: host.scenario, force: force) else {
      return false
    }
    for index in sides.sides.indices {
      sides.sides[index].deliver(.unsaved(host.unsavedMark))
      // `--no-wording-marks` hides the sides' marks too.
      sides.sides[index].showsWordingMarks = host.showsWordingMarks
    }
    if sides.runsOnHost, let first = sides.sides.first {
      host.report(
        Notice(
          .info,
          sides.sides.count == 1
            ? "This scenario runs on both stores: o shows \(first.platform.title)'s side."
            : "This scenario runs on \(sides.platformList): o shows each side in turn."))
    }
    return true
  }

  /// Whether `o` switches sides now.
  private var switches: Bool { sides.switches }

  /// The side shown's table, with `o` on the host's side when there are other sides; the
  /// picker's keys while it is open.
  public var keyTable: KeyTable<StoreSessionAction> {
    if openPicker != nil {
      return KeyTable(ShellKeys.table.bindings.map { $0.map(StoreSessionAction.picker) })
    }
    if let shown = sides.shown { return sides.sides[shown].keyTable }
    var bindings = host.keyTable.bindings.map { $0.map(StoreSessionAction.host) }
    if let switchHint {
      bindings.insert(
        KeyBinding(
          [.character("o")], .switchStore, hint: switchHint,
          help: "Switch to this scenario's \(switchHint.label) side (each side keeps its place)"),
        at: min(2, bindings.count))
    }
    return KeyTable(bindings)
  }

  /// The side shown's key context, the picker's while it is open.
  public func keyContext(size: Size) -> KeyContext {
    let shown = shownKeyContext(size: size)
    guard openPicker != nil else { return shown }
    return ShellFrame.context(focus: shown.focus, isHelpOpen: false, isPickerOpen: true, size: size)
  }

  /// The key context of the side shown.
  private func shownKeyContext(size: Size) -> KeyContext {
    if let shown = sides.shown { return sides.sides[shown].keyContext(size: size) }
    return host.keyContext(size: size)
  }

  /// The side shown's screen, with the scenario picker over it while it is open; the host's
  /// footer names `o` when it switches.
  public func render(size: Size) -> Canvas {
    withPicker(size: size) {
      if let shown = sides.shown { return sides.sides[shown].render(size: size) }
      guard let switchHint else { return host.render(size: size) }
      return hostFrame(size: size, switchHint: switchHint).render(size: size)
    }
  }

  /// The side shown's screen, the host's from its memo of frames when nothing is added to it.
  public mutating func present(size: Size) -> Canvas {
    if openPicker != nil || sides.shown != nil { return render(size: size) }
    guard let switchHint else { return host.present(size: size) }
    return hostFrame(size: size, switchHint: switchHint).render(size: size)
  }

  /// `screen`, with the scenario picker drawn over its panes and the picker's keys in its
  /// footer while it is open: the side's header, banner and notice line stay.
  private func withPicker(size: Size, _ screen: () -> Canvas) -> Canvas {
    var canvas = screen()
    guard let picker = pickerOverlay else { return canvas }
    ShellFrame.draw(
      picker, hints: keyTable.footerHints(in: keyContext(size: size)), over: &canvas)
    return canvas
  }

  /// The host's frame with `o` in the footer.
  private func hostFrame(size: Size, switchHint: KeyHint) -> ShellFrame {
    var frame = host.frame(size: size)
    if host.keyContext(size: size).mode == .normal {
      frame.hints.insert(switchHint, at: min(2, frame.hints.count))
    }
    return frame
  }

  /// The side shown's action for `key`; `o` switches from the host's normal view; the
  /// picker's while it is open.
  public func action(for key: Key, size: Size) -> StoreSessionAction? {
    if openPicker != nil {
      if let typed = typedAction(for: key, size: size) { return .picker(typed) }
      return keyTable.action(for: key, in: keyContext(size: size))
    }
    if let shown = sides.shown { return sides.sides[shown].action(for: key, size: size) }
    if switches, key == .character("o"), host.keyContext(size: size).mode == .normal {
      return .switchStore
    }
    return host.action(for: key, size: size).map(StoreSessionAction.host)
  }

  /// Applies `action` to the side it belongs to.
  public mutating func update(_ action: StoreSessionAction, size: Size) -> [ShellCommand] {
    switch action {
    case .host(.openPicker):
      openScenarioPicker(size: size)
      return []
    case .host(let hostAction):
      let commands = host.update(hostAction, size: size)
      followHost()
      return commands
    case .picker(let pickerAction):
      return updateScenarioPicker(pickerAction, size: size)
    case .side(let sideAction):
      guard let index = sides.sides.firstIndex(where: { $0.platform == sideAction.platform })
      else { return [] }
      guard !sides.sides[index].opensScenarioPicker(sideAction) else {
        // Nothing is journaled: no side changes until a scenario is chosen.
        openScenarioPicker(size: size)
        return []
      }
      // Updated in place: a copy of the side would copy its whole undo history at every key.
      return sides.sides[index].update(sideAction, size: size)
    case .switchStore:
      guard let record = sides.switchSides() else { return [] }
      let following = sides.next(after: sides.shown)
      let then =
        following == nil && sides.showsSide
        ? "returns to \(sides.hostPlatform.title)'s" : "shows \(sides.title(of: following))'s"
      report(Notice(.info, "\(sides.title(of: sides.shown))'s side · o \(then)"))
      return [.save([record], startsNewJournal: false)]
    case .runtime(let event):
      deliverToSides(event)
      return []
    }
  }

  /// A runtime event is the session's ``StoreSessionAction/runtime(_:)`` action.
  public func action(for event: RuntimeEvent) -> StoreSessionAction? {
    .runtime(event)
  }

  /// A notice goes to the side shown, the "not saved" mark to every side, and whether the
  /// speaker notes follow to the host's (the notes follow its banner).
  private mutating func deliverToSides(_ event: RuntimeEvent) {
    switch event {
    case .report:
      if let shown = sides.shown {
        sides.sides[shown].deliver(event)
      } else {
        host.deliver(event)
      }
    case .unsaved:
      host.deliver(event)
      for index in sides.sides.indices { sides.sides[index].deliver(event) }
    case .followedByNotes:
      host.deliver(event)
    }
  }

  /// The auto-play of the side shown: the other sides' wait while they are hidden, and every
  /// side's while the scenario picker covers it.
  public var autoAdvanceMilliseconds: Int? {
    guard openPicker == nil else { return nil }
    if let shown = sides.shown { return sides.sides[shown].autoAdvanceMilliseconds }
    return host.autoAdvanceMilliseconds
  }

  /// The auto-play action of the side shown.
  public var autoAdvanceAction: StoreSessionAction? {
    guard openPicker == nil else { return nil }
    if let shown = sides.shown { return sides.sides[shown].autoAdvanceAction }
    return host.autoAdvanceAction.map(StoreSessionAction.host)
  }

  /// The host's recording markers.
  public var recordingMarkers: [String] { host.recordingMarkers }

  /// The host's opening records.
  public mutating func start() -> [ShellCommand] { host.start() }

  /// Every side's store checks its own lines as the journal is read (``StoreRecordReaders``).
  public var journalDecodingInfo: [CodingUserInfoKey: any Sendable] {
    StoreRecordReaders(sides.kinds, lines: Host.journalLines).userInfo
  }

  /// Restores every side from one journal: the host's lines through the host, and each
  /// side's records, in their place among them, through the sides of the scenario the host
  /// had open at that point (remade, as they are live, whenever the host opened another).
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    restore(records, until: { false })
  }

  /// Restores every side as ``restore(_:)`` does, stopping before the first record at which
  /// `interrupted` says yes.
  public mutating func restore(_ records: [SessionRecord], until interrupted: () -> Bool)
    -> RestoreStop?
  {
    var restored = sides
    let marks = host.showsWordingMarks
    let stop = host.restore(records, until: interrupted) { index, record, shell in
      if !record.isLine(of: Host.self), record.sideKey != nil { return restored.replay(record) }
      restored.follow(shell.document, scenario: shell.scenario, force: index == 0)
      return nil
    }
    sides = restored
    if stop?.index != 0 {
      for index in sides.sides.indices {
        // Marks hidden on the command line stay hidden, as on the host's side.
        if !marks { sides.sides[index].showsWordingMarks = false }
        sides.sides[index].finishRestore()
        sides.sides[index].deliver(.unsaved(host.unsavedMark))
      }
    }
    followHost()
    return stop
  }
}

// MARK: - The scenario picker

extension StoreSession {
  /// The built-ins matching the picker's filter, each with the name it opens.
  private var scenarioMatches: [(entry: PickerOverlay.Entry, name: String)] {
    ScenarioPickerRows.matches(
      on: host.opener.shelf, open: host.scenario.name, matching: isPickerMatch)
  }

  /// The scenario picker, filtered, while it is open.
  public var pickerOverlay: PickerOverlay? {
    guard let picker = openPicker else { return nil }
    return PickerOverlay(
      title: ScenarioPickerRows.title, query: picker.query,
      entries: scenarioMatches.map(\.entry), list: picker.list)
  }

  /// Where the picker opens at `size`: between the header and the notice line, on every side.
  public func overlayArea(at size: Size) -> Rect {
    let layout = ScreenLayout(size: size, focus: .child, bannerRows: 0)
    return Rect(
      x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY)
  }

  /// `s` on any side: the scenario picker, at the scenario open.
  private mutating func openScenarioPicker(size: Size) {
    let current = host.scenario.name
    openPicker(.scenarios, size: size) { session in
      session.scenarioMatches.firstIndex { $0.name == current } ?? 0
    }
  }

  /// A key of the open picker: Enter opens the scenario chosen, Ctrl-C quits, the rest
  /// filter, move or close it.
  private mutating func updateScenarioPicker(_ action: ShellAction, size: Size)
    -> [ShellCommand]
  {
    switch action {
    case .pickerChoose: return choosePicked(size: size)
    case .quit: return [.quit]
    case .closePicker, .pickerMove, .pickerSelect, .pickerType, .pickerErase, .pickerPage,
      .pickerFirst, .pickerLast:
      updatePicker(action, size: size)
      return []
    case .toggleHelp, .closeHelp, .scrollHelp, .pageHelp, .focusNext, .focusPrevious, .focus,
      .move, .page, .first, .last, .select, .choose, .cycleBanner, .toggleWordingMarks, .undo,
      .reset, .openPicker, .cancelSheet, .toggleNarration, .closeNarration, .scrollNarration,
      .pageNarration, .cycleSharingMode, .openRegionPicker, .switchDevice, .shareAgeRangeAgain,
      .nextStep, .previousStep, .returnToScript, .toggleAutoplay, .autoplaySlower,
      .autoplayFaster, .autoAdvance, .toggleCompare, .closeCompare, .cycleCompare,
      .scrollCompare, .pageCompare, .shiftCompare, .saveFrame, .runtime:
      // The picker's table binds none of these.
      return []
    }
  }

  /// Opens the selected built-in through the host, whose sides then follow; what the picker
  /// says (nothing matches, a scenario that would not open) is said on the side shown.
  private mutating func choosePicked(size: Size) -> [ShellCommand] {
    guard let picker = openPicker else { return [] }
    let matches = scenarioMatches
    guard matches.indices.contains(picker.list.selection) else {
      report(Notice(.info, "Nothing matches “\(picker.query)”; Backspace erases a letter."))
      return []
    }
    closePicker()
    let notice = host.notice
    let commands = host.open(builtIn: matches[picker.list.selection].name, size: size)
    if !followHost(), let shown = sides.shown, let said = host.notice, said != notice {
      sides.sides[shown].deliver(.report(said))
    }
    return commands
  }
}
