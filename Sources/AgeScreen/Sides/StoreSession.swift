import Scenarios

/// The program the TUI runs: Apple's session (``ShellSession``, journaled as ever) and, for a
/// scenario with another platform's part, that platform's side (a ``StoreSide``: Google Play's
/// ``PlayShell`` in ``TwoStoreSession``), one shown at a time. A scenario without Apple shows
/// the side alone; one on both opens on Apple's, and `o` switches, each side keeping its place.
/// Whenever Apple's side opens a scenario (the picker, `--resume`), the side follows it.
/// Without the platform's part every key, frame and record is Apple's session's own. Both sides
/// are journaled, in the order their changes happened: Apple's records as ever, the side's as
/// its ``StoreSide/sessionRecord(_:)`` says (Play's inside ``SessionRecord/play(_:)``, with `o`
/// as ``PlayRecord/shown(_:)``), so `--resume` and `agetui notes` follow both.
public struct StoreSession<Side: StoreSide>: PersistentProgram where Side.Action: Hashable {
  /// Apple's records, and Play's inside them.
  public typealias Record = SessionRecord

  /// Apple's side.
  public private(set) var apple: ShellSession
  /// The other platform's side and which side is shown.
  public private(set) var sides: StoreSides<Side>
  /// Whether Apple's side shows only for the scenario picker opened from the other side, so
  /// closing it without a choice returns to it.
  private var pickerFromSide = false

  /// The key that switches, and what the footer calls it on Apple's side.
  static var switchHint: KeyHint {
    KeyHint(keys: "o", label: Side.platform.title, shortLabel: Side.shortTitle)
  }

  /// Apple's session, and the side `sides` finds for its scenario.
  public init(apple: ShellSession, sides: StoreSides<Side>) {
    self.apple = apple
    self.sides = sides
    followApple(force: true)
  }

  /// The other platform's side, for a scenario that has one.
  public var side: Side? { sides.side }
  /// Whether that side is shown (rather than Apple's).
  public var showsSide: Bool { sides.showsSide }
  /// Whether the scenario runs on Apple too (`o` switches).
  public var hasApple: Bool { sides.hasApple }

  /// Remakes the Play side when Apple's side has opened another scenario.
  /// - Returns: whether it was made again.
  @discardableResult
  private mutating func followApple(force: Bool = false) -> Bool {
    guard sides.follow(apple.shell.document, scenario: apple.shell.scenario, force: force) else {
      return false
    }
    guard sides.side != nil else { return true }
    _ = sides.side?.deliver(.unsaved(apple.shell.unsavedMark))
    // `--no-wording-marks` hides the side's marks too.
    sides.side?.showsWordingMarks = apple.shell.showsWordingMarks
    if sides.hasApple {
      apple.report(
        Notice(
          .info, "This scenario runs on both stores: o shows \(Side.platform.title)'s side."))
    }
    return true
  }

  /// Whether `o` switches sides now.
  private var switches: Bool { sides.switches }

  /// The side shown's table, with `o` on Apple's side when there is a Play side.
  public var keyTable: KeyTable<StoreSessionAction<Side.Action>> {
    if showsSide, let side {
      return KeyTable(
        side.keyTable.bindings.map { binding in
          KeyBinding(
            binding.keys,
            binding.action == Side.switchStoreAction ? .switchStore : .side(binding.action),
            hint: binding.hint, help: binding.help, panes: binding.panes, modes: binding.modes,
            hintCondition: binding.hintCondition)
        })
    }
    var bindings = apple.keyTable.bindings.map { binding in
      KeyBinding(
        binding.keys, StoreSessionAction<Side.Action>.apple(binding.action), hint: binding.hint,
        help: binding.help, panes: binding.panes, modes: binding.modes,
        hintCondition: binding.hintCondition)
    }
    if switches {
      bindings.insert(
        KeyBinding(
          [.character("o")], .switchStore, hint: Self.switchHint,
          help: "Switch to this scenario's \(Side.platform.title) side (each side keeps its place)"),
        at: min(2, bindings.count))
    }
    return KeyTable(bindings)
  }

  /// The side shown's key context.
  public func keyContext(size: Size) -> KeyContext {
    if showsSide, let side { return side.keyContext(size: size) }
    return apple.keyContext(size: size)
  }

  /// The side shown's screen; Apple's footer names `o` when it switches.
  public func render(size: Size) -> Canvas {
    if showsSide, let side { return side.render(size: size) }
    guard switches else { return apple.render(size: size) }
    return appleFrame(size: size).render(size: size)
  }

  /// The side shown's screen, Apple's from its memo of frames when nothing is added to it.
  public mutating func present(size: Size) -> Canvas {
    if showsSide, let side { return side.render(size: size) }
    guard switches else { return apple.present(size: size) }
    return appleFrame(size: size).render(size: size)
  }

  /// Apple's frame with `o` in the footer.
  private func appleFrame(size: Size) -> ShellFrame {
    var frame = apple.shell.frame(size: size)
    if apple.keyContext(size: size).mode == .normal {
      frame.hints.insert(Self.switchHint, at: min(2, frame.hints.count))
    }
    return frame
  }

  /// The side shown's action for `key`; `o` switches from Apple's normal view.
  public func action(for key: Key, size: Size) -> StoreSessionAction<Side.Action>? {
    if showsSide, let side {
      return side.action(for: key, size: size).map {
        $0 == Side.switchStoreAction ? .switchStore : .side($0)
      }
    }
    if switches, key == .character("o"), apple.keyContext(size: size).mode == .normal {
      return .switchStore
    }
    return apple.action(for: key, size: size).map(StoreSessionAction.apple)
  }

  /// Applies `action` to the side it belongs to.
  public mutating func update(_ action: StoreSessionAction<Side.Action>, size: Size)
    -> [ShellCommand]
  {
    switch action {
    case .apple(let appleAction):
      let commands = apple.update(appleAction, size: size)
      let remade = followApple()
      if pickerFromSide, apple.keyContext(size: size).mode != .picker {
        // The picker closed: back to the side unless a scenario was chosen, whose own side
        // `followApple` already shows.
        pickerFromSide = false
        if !remade, sides.side != nil { sides.showsSide = true }
      }
      return commands
    case .side(let sideAction) where Side.opensScenarioPicker(sideAction):
      // The picker lists every built-in and lives on Apple's side: show it there, and come
      // back if nothing is chosen. Only the screen changes for a moment: nothing is journaled.
      sides.showsSide = false
      pickerFromSide = true
      return update(.apple(.openPicker), size: size)
    case .side(let sideAction):
      // Updated in place: a copy of the side would copy its whole undo history at every key.
      guard sides.side != nil else { return [] }
      let saved = sides.side?.update(sideAction, size: size) ?? []
      return saved.map { command -> ShellCommand in
        switch command {
        case .quit: .quit
        case .writeFrame(let request): .writeFrame(request)
        case .save(let records, let startsNew):
          .save(records.map(Side.sessionRecord), startsNewJournal: startsNew)
        }
      }
    case .switchStore:
      guard let record = sides.switchSides() else { return [] }
      let title = Side.platform.title
      report(
        Notice(
          .info,
          showsSide ? "\(title)'s side · o returns to Apple's" : "Apple's side · o shows \(title)'s"
        ))
      return [.save([Side.sessionRecord(record)], startsNewJournal: false)]
    case .runtime(let event):
      deliverToSides(event)
      return []
    }
  }

  /// A runtime event is the session's ``TwoStoreAction/runtime(_:)`` action.
  public func action(for event: RuntimeEvent) -> StoreSessionAction<Side.Action>? {
    .runtime(event)
  }

  /// A notice goes to the side shown, the "not saved" mark to both, and whether the speaker
  /// notes follow to Apple's (the notes follow Apple's banner).
  private mutating func deliverToSides(_ event: RuntimeEvent) {
    switch event {
    case .report:
      if showsSide, sides.side != nil {
        _ = sides.side?.deliver(event)
      } else {
        apple.deliver(event)
      }
    case .unsaved:
      apple.deliver(event)
      _ = sides.side?.deliver(event)
    case .followedByNotes:
      apple.deliver(event)
    }
  }

  /// The auto-play of the side shown: the other side's waits while it is hidden.
  public var autoAdvanceMilliseconds: Int? {
    if showsSide { return side?.autoAdvanceMilliseconds }
    return apple.autoAdvanceMilliseconds
  }

  /// The auto-play action of the side shown.
  public var autoAdvanceAction: StoreSessionAction<Side.Action>? {
    if showsSide { return side?.autoAdvanceAction.map(StoreSessionAction.side) }
    return apple.autoAdvanceAction.map(StoreSessionAction.apple)
  }

  /// Apple's recording markers.
  public var recordingMarkers: [String] { apple.recordingMarkers }

  /// Apple's opening records.
  public mutating func start() -> [ShellCommand] { apple.start() }

  /// Restores both sides from one journal: Apple's records through Apple's session, and each of
  /// the side's records, in its place among them, through the side of the scenario Apple's side
  /// had open at that point (remade, as it is live, whenever Apple's side opened another).
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    var restored = sides
    let marks = apple.shell.showsWordingMarks
    let stop = apple.restore(records) { index, record, shell in
      if let sideRecord = Side.sideRecord(in: record) { return restored.replay(sideRecord) }
      if let foreign = Self.foreignSide(of: record) {
        return "changes \(foreign)'s side, which this session does not have"
      }
      restored.follow(shell.document, scenario: shell.scenario, force: index == 0)
      return nil
    }
    sides = restored
    if stop?.index != 0 {
      // Marks hidden on the command line stay hidden, as on Apple's side.
      if !marks { sides.side?.showsWordingMarks = false }
      let actions = sides.replayedActions
      sides.side?.finishRestore(actions: actions)
      _ = sides.side?.deliver(.unsaved(apple.shell.unsavedMark))
    }
    followApple()
    return stop
  }
}

extension StoreSession {
  /// The platform a side's record belongs to when it is not this session's side (a damaged or
  /// hand-made journal, or one another build wrote), nil for Apple's records and the side's.
  static func foreignSide(of record: SessionRecord) -> String? {
    switch record {
    case .play: Side.platform == .googlePlay ? nil : ScenarioPlatform.googlePlay.title
    case .side(let platform, _): platform == Side.platform.rawValue ? nil : platform
    case .open, .jump, .perform, .undo, .screen: nil
    }
  }
}

/// The session on Apple and Google Play the TUI runs.
public typealias TwoStoreSession = StoreSession<PlayShell>

extension StoreSession where Side == PlayShell {
  /// Apple's session, and the Play side `finder` finds for its scenario.
  public init(apple: ShellSession, finder: @escaping PlaySide.Finder) {
    self.init(apple: apple, sides: StoreSides(finder: finder))
  }

  /// Google Play's side, for a scenario that has one.
  public var play: PlayShell? { side }
  /// Whether Google Play's side is shown.
  public var showsPlay: Bool { showsSide }
}
