/// A scenario that names both stores: Apple's session (``ShellSession``, journaled as ever) and
/// the Play shell side by side in time, one shown at a time; `o` switches, and each side keeps
/// its place. The journal, `--resume` and `agetui notes` follow Apple's side only (the Play
/// shell journals nothing).
public struct TwoStoreSession: PersistentProgram {
  /// Apple's records.
  public typealias Record = SessionRecord

  /// Apple's side.
  public private(set) var apple: ShellSession
  /// Google Play's side.
  public private(set) var play: PlayShell
  /// Whether Google Play's side is shown.
  public private(set) var showsPlay: Bool

  /// The key that switches, and what the footer calls it on Apple's side.
  static let switchHint = KeyHint(keys: "o", label: "Google Play", shortLabel: "Play")

  /// Both sides of a scenario, opening on `showsPlay`'s.
  public init(apple: ShellSession, play: PlayShell, showsPlay: Bool = false) {
    self.apple = apple
    var play = play
    play.otherStore = "Apple"
    self.play = play
    self.showsPlay = showsPlay
  }

  /// The side shown's table, with `o` on Apple's side.
  public var keyTable: KeyTable<TwoStoreAction> {
    guard showsPlay else {
      var bindings = apple.keyTable.bindings.map { binding in
        KeyBinding(
          binding.keys, TwoStoreAction.apple(binding.action), hint: binding.hint,
          help: binding.help, panes: binding.panes, modes: binding.modes,
          hintCondition: binding.hintCondition)
      }
      bindings.insert(
        KeyBinding(
          [.character("o")], .switchStore, hint: Self.switchHint,
          help: "Switch to this scenario's Google Play side (each side keeps its place)"),
        at: min(2, bindings.count))
      return KeyTable(bindings)
    }
    return KeyTable(
      play.keyTable.bindings.map { binding in
        KeyBinding(
          binding.keys, binding.action == .switchStore ? .switchStore : .play(binding.action),
          hint: binding.hint, help: binding.help, panes: binding.panes, modes: binding.modes,
          hintCondition: binding.hintCondition)
      })
  }

  /// The side shown's key context.
  public func keyContext(size: Size) -> KeyContext {
    showsPlay ? play.keyContext(size: size) : apple.keyContext(size: size)
  }

  /// The side shown's screen; Apple's footer names `o`.
  public func render(size: Size) -> Canvas {
    guard !showsPlay else { return play.render(size: size) }
    var frame = apple.shell.frame(size: size)
    if apple.keyContext(size: size).mode == .normal {
      frame.hints.insert(Self.switchHint, at: min(2, frame.hints.count))
    }
    return frame.render(size: size)
  }

  /// The side shown's action for `key`; `o` switches from Apple's normal view.
  public func action(for key: Key, size: Size) -> TwoStoreAction? {
    guard !showsPlay else {
      return play.action(for: key, size: size).map { $0 == .switchStore ? .switchStore : .play($0) }
    }
    if key == .character("o"), apple.keyContext(size: size).mode == .normal {
      return .switchStore
    }
    return apple.action(for: key, size: size).map(TwoStoreAction.apple)
  }

  /// Applies `action` to the side it belongs to.
  public mutating func update(_ action: TwoStoreAction, size: Size) -> [ShellCommand] {
    switch action {
    case .apple(let appleAction): return apple.update(appleAction, size: size)
    case .play(let playAction):
      // Play journals nothing: a save of no records is dropped.
      return play.update(playAction, size: size).compactMap { command in
        switch command {
        case .quit: .quit
        case .writeFrame(let request): .writeFrame(request)
        case .save: nil
        }
      }
    case .switchStore:
      showsPlay.toggle()
      let notice = Notice(
        .info,
        showsPlay
          ? "Google Play's side · o returns to Apple's" : "Apple's side · o shows Google Play's")
      if showsPlay { play.report(notice) } else { apple.report(notice) }
      return []
    }
  }

  /// Shows `notice` on the side shown.
  public mutating func report(_ notice: Notice) {
    if showsPlay { play.report(notice) } else { apple.report(notice) }
  }

  /// Apple's auto-play, while Apple's side is shown.
  public var autoAdvanceMilliseconds: Int? { showsPlay ? nil : apple.autoAdvanceMilliseconds }

  /// Apple's auto-play action.
  public var autoAdvanceAction: TwoStoreAction? {
    apple.autoAdvanceAction.map(TwoStoreAction.apple)
  }

  /// Apple's recording markers.
  public var recordingMarkers: [String] { apple.recordingMarkers }

  /// Tells Apple's side whether the notes follow.
  public mutating func setFollowedByNotes(_ followed: Bool) -> Bool {
    apple.setFollowedByNotes(followed)
  }

  /// Apple's opening records.
  public mutating func start() -> [ShellCommand] { apple.start() }

  /// Restores Apple's side.
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    apple.restore(records)
  }

  /// Apple's "not saved" mark.
  public mutating func showUnsaved(_ mark: String?) {
    apple.showUnsaved(mark)
  }
}
