import Scenarios

/// The program the TUI runs: Apple's session (``ShellSession``, journaled as ever) and, for a
/// scenario with a Google Play part, the Play shell, one shown at a time. A Google-only scenario
/// shows the Play side alone; one on both stores opens on Apple's, and `o` switches, each side
/// keeping its place. Whenever Apple's side opens a scenario (the picker, `--resume`), the Play
/// side follows it. Without a Play part every key, frame and record is Apple's session's own.
/// Both sides are journaled, in the order their changes happened: Apple's records as ever, Play's
/// inside ``SessionRecord/play(_:)`` (with `o` as ``PlayRecord/shown(_:)``), so `--resume` and
/// `agetui notes` follow both.
public struct TwoStoreSession: PersistentProgram {
  /// Apple's records, and Play's inside them.
  public typealias Record = SessionRecord

  /// Apple's side.
  public private(set) var apple: ShellSession
  /// Google Play's side and which side is shown.
  public private(set) var sides: StoreSides
  /// Whether Apple's side shows only for the scenario picker opened from Play's side, so
  /// closing it without a choice returns to Play's.
  private var pickerFromPlay = false

  /// The key that switches, and what the footer calls it on Apple's side.
  static let switchHint = KeyHint(keys: "o", label: "Google Play", shortLabel: "Play")

  /// Apple's session, and the Play side `finder` finds for its scenario.
  public init(apple: ShellSession, finder: @escaping PlaySide.Finder) {
    self.apple = apple
    self.sides = StoreSides(finder: finder)
    followApple(force: true)
  }

  /// Google Play's side, for a scenario that has one.
  public var play: PlayShell? { sides.play }
  /// Whether Google Play's side is shown.
  public var showsPlay: Bool { sides.showsPlay }
  /// Whether the scenario runs on Apple too (`o` switches).
  public var hasApple: Bool { sides.hasApple }

  /// Remakes the Play side when Apple's side has opened another scenario.
  /// - Returns: whether it was made again.
  @discardableResult
  private mutating func followApple(force: Bool = false) -> Bool {
    guard sides.follow(apple.shell.document, scenario: apple.shell.scenario, force: force) else {
      return false
    }
    guard sides.play != nil else { return true }
    sides.play?.deliver(.unsaved(apple.shell.unsavedMark))
    // `--no-wording-marks` hides Play's marks too.
    sides.play?.showsWordingMarks = apple.shell.showsWordingMarks
    if sides.hasApple {
      apple.report(Notice(.info, "This scenario runs on both stores: o shows Google Play's side."))
    }
    return true
  }

  /// Whether `o` switches sides now.
  private var switches: Bool { sides.switches }

  /// The side shown's table, with `o` on Apple's side when there is a Play side.
  public var keyTable: KeyTable<TwoStoreAction> {
    if showsPlay, let play {
      return KeyTable(
        play.keyTable.bindings.map { binding in
          KeyBinding(
            binding.keys, binding.action == .switchStore ? .switchStore : .play(binding.action),
            hint: binding.hint, help: binding.help, panes: binding.panes, modes: binding.modes,
            hintCondition: binding.hintCondition)
        })
    }
    var bindings = apple.keyTable.bindings.map { binding in
      KeyBinding(
        binding.keys, TwoStoreAction.apple(binding.action), hint: binding.hint,
        help: binding.help, panes: binding.panes, modes: binding.modes,
        hintCondition: binding.hintCondition)
    }
    if switches {
      bindings.insert(
        KeyBinding(
          [.character("o")], .switchStore, hint: Self.switchHint,
          help: "Switch to this scenario's Google Play side (each side keeps its place)"),
        at: min(2, bindings.count))
    }
    return KeyTable(bindings)
  }

  /// The side shown's key context.
  public func keyContext(size: Size) -> KeyContext {
    if showsPlay, let play { return play.keyContext(size: size) }
    return apple.keyContext(size: size)
  }

  /// The side shown's screen; Apple's footer names `o` when it switches.
  public func render(size: Size) -> Canvas {
    if showsPlay, let play { return play.render(size: size) }
    guard switches else { return apple.render(size: size) }
    return appleFrame(size: size).render(size: size)
  }

  /// The side shown's screen, Apple's from its memo of frames when nothing is added to it.
  public mutating func present(size: Size) -> Canvas {
    if showsPlay, let play { return play.render(size: size) }
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
  public func action(for key: Key, size: Size) -> TwoStoreAction? {
    if showsPlay, let play {
      return play.action(for: key, size: size).map { $0 == .switchStore ? .switchStore : .play($0) }
    }
    if switches, key == .character("o"), apple.keyContext(size: size).mode == .normal {
      return .switchStore
    }
    return apple.action(for: key, size: size).map(TwoStoreAction.apple)
  }

  /// Applies `action` to the side it belongs to.
  public mutating func update(_ action: TwoStoreAction, size: Size) -> [ShellCommand] {
    switch action {
    case .apple(let appleAction):
      let commands = apple.update(appleAction, size: size)
      let remade = followApple()
      if pickerFromPlay, apple.keyContext(size: size).mode != .picker {
        // The picker closed: back to Play's side unless a scenario was chosen, whose own side
        // `followApple` already shows.
        pickerFromPlay = false
        if !remade, sides.play != nil { sides.showsPlay = true }
      }
      return commands
    case .play(.shell(.openPicker)):
      // The picker lists every built-in and lives on Apple's side: show it there, and come
      // back if nothing is chosen. Only the screen changes for a moment: nothing is journaled.
      sides.showsPlay = false
      pickerFromPlay = true
      return update(.apple(.openPicker), size: size)
    case .play(let playAction):
      // Updated in place: a copy of the side would copy its whole undo history at every key.
      guard sides.play != nil else { return [] }
      let saved = sides.play?.update(playAction, size: size) ?? []
      return saved.map { command -> ShellCommand in
        switch command {
        case .quit: .quit
        case .writeFrame(let request): .writeFrame(request)
        case .save(let records, let startsNew):
          .save(records.map(SessionRecord.play), startsNewJournal: startsNew)
        }
      }
    case .switchStore:
      guard let record = sides.switchSides() else { return [] }
      report(
        Notice(
          .info,
          showsPlay
            ? "Google Play's side · o returns to Apple's" : "Apple's side · o shows Google Play's"))
      return [.save([.play(record)], startsNewJournal: false)]
    case .runtime(let event):
      deliverToSides(event)
      return []
    }
  }

  /// A runtime event is the session's ``TwoStoreAction/runtime(_:)`` action.
  public func action(for event: RuntimeEvent) -> TwoStoreAction? { .runtime(event) }

  /// A notice goes to the side shown, the "not saved" mark to both, and whether the speaker
  /// notes follow to Apple's (the notes follow Apple's banner).
  private mutating func deliverToSides(_ event: RuntimeEvent) {
    switch event {
    case .report:
      if showsPlay, sides.play != nil {
        sides.play?.deliver(event)
      } else {
        apple.deliver(event)
      }
    case .unsaved:
      apple.deliver(event)
      sides.play?.deliver(event)
    case .followedByNotes:
      apple.deliver(event)
    }
  }

  /// The auto-play of the side shown: the other side's waits while it is hidden.
  public var autoAdvanceMilliseconds: Int? {
    if showsPlay { return play?.autoAdvanceMilliseconds }
    return apple.autoAdvanceMilliseconds
  }

  /// The auto-play action of the side shown.
  public var autoAdvanceAction: TwoStoreAction? {
    if showsPlay { return play?.autoAdvanceAction.map(TwoStoreAction.play) }
    return apple.autoAdvanceAction.map(TwoStoreAction.apple)
  }

  /// Apple's recording markers.
  public var recordingMarkers: [String] { apple.recordingMarkers }

  /// Apple's opening records.
  public mutating func start() -> [ShellCommand] { apple.start() }

  /// Restores both sides from one journal: Apple's records through Apple's session, and each
  /// Play record, in its place among them, through the Play side of the scenario Apple's side
  /// had open at that point (remade, as it is live, whenever Apple's side opened another).
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    var restored = sides
    let marks = apple.shell.showsWordingMarks
    let stop = apple.restore(records) { index, record, shell in
      if case .play(let playRecord) = record { return restored.replay(playRecord) }
      restored.follow(shell.document, scenario: shell.scenario, force: index == 0)
      return nil
    }
    sides = restored
    if stop?.index != 0 {
      // Marks hidden on the command line stay hidden, as on Apple's side.
      if !marks { sides.play?.showsWordingMarks = false }
      sides.play?.finishRestore(actions: sides.replayedActions)
      sides.play?.deliver(.unsaved(apple.shell.unsavedMark))
    }
    followApple()
    return stop
  }
}
