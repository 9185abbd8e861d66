import Scenarios

/// The program the TUI runs: the scenario open, as each store it names shows it (a
/// ``StoreSide`` per store, Apple's among them, in the stores' registration order), one side
/// shown at a time; `o` goes through them, each keeping its place. The session keeps what no
/// store owns: the scenarios opened (the journal's header, ``SessionRecord/open(_:)``, for each,
/// and `u` from a scenario's opening back to the one before, through ``OpenedScenarios``), the
/// scenario picker (`s` on any side: the built-ins on the opener's shelf, drawn over the side
/// shown), the runtime's events, and the journal's order: every side's records are journaled as
/// its changes happened, under its store's keys, so `--resume` and `agetui notes` follow them all.
public struct StoreSession: PersistentProgram, PickerHost, Sendable {
  /// The journal's lines: the header and every side's.
  public typealias Record = SessionRecord

  /// Loads the scenarios opened after the first (the picker, `--resume`); its shelf is what
  /// the picker lists.
  public let opener: ScenarioOpener
  /// The scenarios opened, the last one open, each with its sides.
  private var opened: OpenedScenarios
  /// The scenario picker, while it is open: it takes the keys, drawn over the side shown.
  public var openPicker: OpenPicker?
  /// Whether assumed wording carries `≈` on the sides of a store first shown
  /// (`--no-wording-marks` hides it).
  private let showsWordingMarks: Bool
  /// The journal's "not saved" mark, which every side shows, those opened later too.
  private var unsavedMark: String?
  /// Whether `agetui notes` follows the session, which every side is told, those opened later
  /// too.
  private var isFollowedByNotes = false
  /// The session's own lines not yet journaled (the headers of the scenarios opened).
  private var unsavedRecords: [SessionRecord]
  /// Whether the journal must be started anew (a fresh session) before `unsavedRecords`.
  private var startsNewJournal = true

  /// A session opening `scenario`, loaded from `document`, with the sides of `kinds`' stores it
  /// names; `opener` loads the scenarios opened later. `showsWordingMarks` false is
  /// `--no-wording-marks`.
  public init(
    opening document: ScenarioDocument, scenario: Scenario, kinds: [StoreSideKind],
    opener: ScenarioOpener, showsWordingMarks: Bool = true
  ) {
    self.opener = opener
    self.showsWordingMarks = showsWordingMarks
    opened = OpenedScenarios(
      Self.sides(kinds, document, scenario: scenario, showsWordingMarks: showsWordingMarks))
    unsavedRecords = [.open(document)]
    if let runsOn = runsOnNotice { report(runsOn) }
  }

  /// The sides of `scenario`, loaded from `document`, of `kinds`' stores, at its start: the
  /// marks on assumed wording hidden with `--no-wording-marks`.
  private static func sides(
    _ kinds: [StoreSideKind], _ document: ScenarioDocument, scenario: Scenario,
    showsWordingMarks: Bool
  ) -> StoreSides {
    var sides = StoreSides(kinds, opening: document, scenario: scenario)
    for index in sides.sides.indices where !showsWordingMarks {
      sides.sides[index].showsWordingMarks = false
    }
    return sides
  }

  /// The sides of the scenario open, and which one is shown.
  public var sides: StoreSides { opened.current }
  /// The scenario open: its text and origin.
  public var document: ScenarioDocument { sides.document }
  /// The scenario open.
  public var scenario: Scenario { sides.scenario }
  /// The scenario's side of `Side`'s store.
  public func side<Side: StoreSide>(_ type: Side.Type) -> Side? { sides.side(type) }
  /// The side shown, when it is a `Side`.
  public func shownSide<Side: StoreSide>(_ type: Side.Type) -> Side? { sides.shownSide(type) }

  /// What the first side says of a scenario on several stores.
  private var runsOnNotice: Notice? {
    guard sides.switches else { return nil }
    return Notice(
      .info,
      sides.sides.count == 2
        ? "This scenario runs on both stores: o shows \(sides.title(of: 1))'s side."
        : "This scenario runs on \(sides.platformList): o shows each side in turn.")
  }

  // MARK: - Keys and the screen

  /// The side shown's table; the picker's keys while it is open.
  public var keyTable: KeyTable<StoreSessionAction> {
    if openPicker != nil {
      return KeyTable(ShellKeys.table.bindings.map { $0.map(StoreSessionAction.picker) })
    }
    return shownSide?.keyTable ?? KeyTable([])
  }

  /// The side shown's key context, the picker's while it is open.
  public func keyContext(size: Size) -> KeyContext {
    let shown =
      shownSide?.keyContext(size: size)
      ?? ShellFrame.context(focus: .child, isHelpOpen: false, size: size)
    guard openPicker != nil else { return shown }
    return ShellFrame.context(focus: shown.focus, isHelpOpen: false, isPickerOpen: true, size: size)
  }

  /// The side shown, nil for a scenario with no side of the stores registered.
  private var shownSide: (any ErasedStoreSide)? {
    sides.sides.indices.contains(sides.shown) ? sides.sides[sides.shown] : nil
  }

  /// The side shown's screen, with the scenario picker over it while it is open.
  public func render(size: Size) -> Canvas {
    withPicker(size: size, shownSide?.render(size: size) ?? Canvas(size: size))
  }

  /// The side shown's screen, from its memo of frames when nothing is drawn over it.
  public mutating func present(size: Size) -> Canvas {
    guard openPicker == nil, sides.sides.indices.contains(sides.shown) else {
      return render(size: size)
    }
    return opened.updateCurrent { $0.sides[$0.shown].present(size: size) }
  }

  /// `canvas`, with the scenario picker drawn over its panes and the picker's keys in its
  /// footer while it is open: the side's header, banner and notice line stay.
  private func withPicker(size: Size, _ canvas: Canvas) -> Canvas {
    var canvas = canvas
    guard let picker = pickerOverlay else { return canvas }
    ShellFrame.draw(
      picker, hints: keyTable.footerHints(in: keyContext(size: size)), over: &canvas)
    return canvas
  }

  /// The side shown's action for `key`; the picker's while it is open.
  public func action(for key: Key, size: Size) -> StoreSessionAction? {
    if openPicker != nil {
      if let typed = typedAction(for: key, size: size) { return .picker(typed) }
      return keyTable.action(for: key, in: keyContext(size: size))
    }
    return shownSide?.action(for: key, size: size)
  }

  // MARK: - Updates

  /// Applies `action` to the side it belongs to, or to the session's own parts.
  public mutating func update(_ action: StoreSessionAction, size: Size) -> [ShellCommand] {
    switch action {
    case .picker(let pickerAction):
      return updateScenarioPicker(pickerAction, size: size)
    case .side(let sideAction):
      guard let index = sides.sides.firstIndex(where: { $0.platform == sideAction.platform })
      else { return [] }
      if sides.sides[index].opensScenarioPicker(sideAction) {
        // Nothing is journaled: no side changes until a scenario is chosen.
        openScenarioPicker(size: size)
        return []
      }
      if takesBackOpening(sideAction, on: index) {
        return takeBackOpening(size: size)
      }
      // Updated in place: a copy of the side would copy its whole undo history at every key.
      return opened.updateCurrent { $0.sides[index].update(sideAction, size: size) }
    case .switchStore:
      guard let record = opened.updateCurrent({ $0.switchSides() }) else { return [] }
      let following = sides.next(after: sides.shown)
      let then =
        following == 0
        ? "returns to \(sides.title(of: 0))'s" : "shows \(sides.title(of: following))'s"
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

  /// A notice goes to the side shown; the "not saved" mark and whether the speaker notes
  /// follow, to every side (and the sides of scenarios opened later).
  private mutating func deliverToSides(_ event: RuntimeEvent) {
    switch event {
    case .report:
      let shown = sides.shown
      guard sides.sides.indices.contains(shown) else { return }
      opened.updateCurrent { $0.sides[shown].deliver(event) }
    case .unsaved(let mark):
      unsavedMark = mark
      opened.updateCurrent { $0.deliverToEvery(event) }
    case .followedByNotes(let followed):
      isFollowedByNotes = followed
      opened.updateCurrent { $0.deliverToEvery(event) }
    }
  }

  /// The auto-play of the side shown: the other sides' wait while they are hidden, and every
  /// side's while the scenario picker covers it.
  public var autoAdvanceMilliseconds: Int? {
    guard openPicker == nil else { return nil }
    return shownSide?.autoAdvanceMilliseconds
  }

  /// The auto-play action of the side shown.
  public var autoAdvanceAction: StoreSessionAction? {
    guard openPicker == nil else { return nil }
    return shownSide?.autoAdvanceAction
  }

  /// The side shown's recording markers.
  public var recordingMarkers: [String] { shownSide?.recordingMarkers ?? [] }

  /// The opening records: the scenario's header, and what each side starts with, starting a new
  /// journal (none once a journal was restored, unless something changed).
  public mutating func start() -> [ShellCommand] {
    let records = unsavedRecords + opened.updateCurrent { $0.startEvery() }
    defer {
      unsavedRecords = []
      startsNewJournal = false
    }
    return records.isEmpty && !startsNewJournal
      ? [] : [.save(records, startsNewJournal: startsNewJournal)]
  }

  // MARK: - Opening scenarios and taking them back

  /// Opens `scenario`, loaded from `document`, over the one open, keeping that one for `u` and
  /// what the presenter chose on each store's side; returns what to journal: the header, then
  /// what the sides start with.
  private mutating func open(
    _ document: ScenarioDocument, scenario: Scenario, size: Size
  ) -> [ShellCommand] {
    var sides = Self.sides(
      self.sides.kinds, document, scenario: scenario, showsWordingMarks: showsWordingMarks)
    for index in sides.sides.indices {
      sides.sides[index].deliver(.unsaved(unsavedMark))
      if isFollowedByNotes { sides.sides[index].deliver(.followedByNotes(true)) }
    }
    opened.open(sides, size: size)
    report(
      Notice(.info, "Opened \(scenario.name): \(scenario.title). u returns to where you were."))
    if let runsOn = runsOnNotice { report(runsOn) }
    let records = [SessionRecord.open(document)] + opened.updateCurrent { $0.startEvery() }
    return [.save(records, startsNewJournal: false)]
  }

  /// Whether `action` is the side's `u` where it has nothing to take back, in a scenario opened
  /// over another. Asked of the side where it stands, never of a copy kept past this: the update
  /// after it changes the side in place only while nothing else holds it.
  private func takesBackOpening(_ action: SideAction, on index: Int) -> Bool {
    sides.sides[index].isUndo(action) && !sides.sides[index].canUndo
      && opened.canTakeBackOpening
  }

  /// `u` on a side with nothing to take back, when the scenario was opened over another:
  /// returns to that one as it was left, journaled as the side's `u`.
  private mutating func takeBackOpening(size: Size) -> [ShellCommand] {
    let was = shownSide?.walkthroughLabel
    let undo = shownSide?.undoRecord
    opened.takeBackOpening(size: size)
    report(WalkthroughNotice.undid(cause: .opened, was: was, now: shownSide?.walkthroughLabel))
    let records = (undo.map { [$0] } ?? []) + opened.updateCurrent { $0.startEvery() }
    return [.save(records, startsNewJournal: false)]
  }

  // MARK: - Restoring a journal

  /// Every side's store checks its own lines as the journal is read (``StoreRecordReaders``).
  public var journalDecodingInfo: [CodingUserInfoKey: any Sendable] {
    StoreRecordReaders(sides.kinds).userInfo
  }

  /// Restores the session from one journal: its header opens the scenario, each side's lines
  /// replay through that side, and each later header opens another scenario over it.
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    restore(records, until: { false })
  }

  /// Restores as ``restore(_:)`` does, stopping before the first record at which `interrupted`
  /// says yes. Every value is checked before it is used; the replay stops at the first record
  /// that fails, and the state is the one the records before it built.
  public mutating func restore(_ records: [SessionRecord], until interrupted: () -> Bool)
    -> RestoreStop?
  {
    guard case .open(let document)? = records.first else {
      report(Notice(.warning, "The saved session is empty; started fresh."))
      return RestoreStop(
        index: 0, reason: records.isEmpty ? "holds no changes" : "does not open a scenario")
    }
    if let problem = OpenedScenarios.journalProblem(with: document) {
      report(Notice(.warning, "The saved session's scenario cannot be opened; started fresh."))
      return RestoreStop(index: 0, reason: problem)
    }
    let first: Scenario
    do throws(ScenarioError) {
      first = try opener.load(document)
    } catch {
      report(Notice(.error, "The saved session's scenario no longer loads: \(error)"))
      return RestoreStop(index: 0, reason: "opens a scenario that no longer loads: \(error)")
    }
    var replay = OpenedScenarios(
      Self.sides(sides.kinds, document, scenario: first, showsWordingMarks: showsWordingMarks))
    var stop: RestoreStop?
    for (index, record) in records.enumerated() {
      if interrupted() {
        stop = .interrupted(at: index)
        break
      }
      guard index > 0 else { continue }
      let problem = replay.replay(record) { next throws(ScenarioError) in
        Self.sides(
          sides.kinds, next, scenario: try opener.load(next), showsWordingMarks: showsWordingMarks)
      }
      if let problem {
        stop = RestoreStop(index: index, reason: problem)
        break
      }
    }
    opened = replay
    opened.updateCurrent { $0.finishRestore() }
    opened.updateCurrent { $0.deliverToEvery(.unsaved(unsavedMark)) }
    unsavedRecords = []
    startsNewJournal = false
    return stop
  }
}

// MARK: - The scenario picker

extension StoreSession {
  /// The built-ins matching the picker's filter, each with the name it opens.
  private var scenarioMatches: [(entry: PickerOverlay.Entry, name: String)] {
    ScenarioPickerRows.matches(on: opener.shelf, open: scenario.name, matching: isPickerMatch)
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
    let current = scenario.name
    openPicker(size: size) { session in
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

  /// Opens the selected built-in over the scenario open; what the picker says (nothing
  /// matches, a scenario that would not open) is said on the side shown.
  private mutating func choosePicked(size: Size) -> [ShellCommand] {
    guard let picker = openPicker else { return [] }
    let matches = scenarioMatches
    guard matches.indices.contains(picker.list.selection) else {
      report(Notice(.info, "Nothing matches “\(picker.query)”; Backspace erases a letter."))
      return []
    }
    closePicker()
    let name = matches[picker.list.selection].name
    guard let source = opener.shelf.source(named: name) else { return [] }
    let document = ScenarioDocument(source)
    do throws(ScenarioError) {
      // The picker listed the built-ins already loaded: the chosen one is not parsed again.
      let scenario: Scenario
      if let loaded = opener.shelf.all.first(where: { $0.name == name }) {
        scenario = loaded
      } else {
        scenario = try opener.load(document)
      }
      return open(document, scenario: scenario, size: size)
    } catch {
      report(Notice(.error, "\(error)"))
      return []
    }
  }
}
