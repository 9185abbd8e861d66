import Scenarios

/// The program the TUI runs: Apple's session (``ShellSession``, journaled as ever) and, for a
/// scenario with a Google Play part, the Play shell, one shown at a time. A Google-only scenario
/// shows the Play side alone; one on both stores opens on Apple's, and `o` switches, each side
/// keeping its place. Whenever Apple's side opens a scenario (the picker, `--resume`), the Play
/// side follows it. Without a Play part every key, frame and record is Apple's session's own.
/// The journal, `--resume` and `agetui notes` follow Apple's side only: the Play side journals
/// nothing.
public struct TwoStoreSession: PersistentProgram {
  /// Apple's records.
  public typealias Record = SessionRecord

  /// Apple's side.
  public private(set) var apple: ShellSession
  /// Google Play's side, for a scenario that has one.
  public private(set) var play: PlayShell?
  /// Whether Google Play's side is shown.
  public private(set) var showsPlay: Bool
  /// Whether the scenario runs on Apple too (`o` switches).
  public private(set) var hasApple = true
  /// Finds a scenario's Play side.
  let finder: PlaySide.Finder
  /// The scenario Apple's side had open when the Play side was last made.
  private var openedDocument: ScenarioDocument
  /// Whether Apple's side shows only for the scenario picker opened from Play's side, so
  /// closing it without a choice returns to Play's.
  private var pickerFromPlay = false

  /// The key that switches, and what the footer calls it on Apple's side.
  static let switchHint = KeyHint(keys: "o", label: "Google Play", shortLabel: "Play")

  /// Apple's session, and the Play side `finder` finds for its scenario.
  public init(apple: ShellSession, finder: @escaping PlaySide.Finder) {
    self.apple = apple
    self.finder = finder
    self.showsPlay = false
    self.openedDocument = apple.shell.document
    followApple(force: true)
  }

  /// Remakes the Play side when Apple's side has opened another scenario.
  private mutating func followApple(force: Bool = false) {
    let document = apple.shell.document
    guard force || document != openedDocument else { return }
    openedDocument = document
    guard let side = finder(apple.shell.scenario) else {
      play = nil
      showsPlay = false
      hasApple = true
      return
    }
    play = PlayShell(story: side.story, otherStore: side.hasApple ? "Apple" : nil)
    // `--no-wording-marks` hides Play's marks too.
    play?.showsWordingMarks = apple.shell.showsWordingMarks
    hasApple = side.hasApple
    showsPlay = !side.hasApple
    if side.hasApple {
      apple.report(Notice(.info, "This scenario runs on both stores: o shows Google Play's side."))
    }
  }

  /// Whether `o` switches sides now.
  private var switches: Bool { play != nil && hasApple }

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
      let document = openedDocument
      followApple()
      if pickerFromPlay, apple.keyContext(size: size).mode != .picker {
        // The picker closed: back to Play's side unless a scenario was chosen, whose own side
        // `followApple` already shows.
        pickerFromPlay = false
        if document == openedDocument, play != nil { showsPlay = true }
      }
      return commands
    case .play(.shell(.openPicker)):
      // The picker lists every built-in and lives on Apple's side: show it there, and come
      // back if nothing is chosen.
      showsPlay = false
      pickerFromPlay = true
      return update(.apple(.openPicker), size: size)
    case .play(let playAction):
      guard var play else { return [] }
      // Play journals nothing: a save of no records is dropped.
      let commands: [ShellCommand] = play.update(playAction, size: size).compactMap { command in
        switch command {
        case .quit: .quit
        case .writeFrame(let request): .writeFrame(request)
        case .save: nil
        }
      }
      self.play = play
      return commands
    case .switchStore:
      guard switches else { return [] }
      showsPlay.toggle()
      report(
        Notice(
          .info,
          showsPlay
            ? "Google Play's side · o returns to Apple's" : "Apple's side · o shows Google Play's"))
      return []
    }
  }

  /// Shows `notice` on the side shown.
  public mutating func report(_ notice: Notice) {
    if showsPlay, var play {
      play.report(notice)
      self.play = play
    } else {
      apple.report(notice)
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

  /// Tells Apple's side whether the notes follow.
  public mutating func setFollowedByNotes(_ followed: Bool) -> Bool {
    apple.setFollowedByNotes(followed) && !showsPlay
  }

  /// Apple's opening records.
  public mutating func start() -> [ShellCommand] { apple.start() }

  /// Restores Apple's side, and the Play side of the scenario it restored.
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    let stop = apple.restore(records)
    followApple()
    return stop
  }

  /// Apple's "not saved" mark, on the side shown.
  public mutating func showUnsaved(_ mark: String?) {
    apple.showUnsaved(mark)
    if showsPlay, let mark { report(Notice(.warning, mark)) }
  }
}
