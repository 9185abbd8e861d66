import Analyses
import FlowEngine
import Scenarios

/// A ``StoreSide`` of one platform as the session holds it (``ErasedStoreSide``): the side,
/// and the live actions replayed on it since it was made, for the notice after a resume.
struct TypedStoreSide<Side: StoreSide>: ErasedStoreSide {
  /// The side.
  var side: Side
  /// Live actions replayed on this store's sides in the replay so far: on this one, and on
  /// those it kept the presenter's choices of (the scenarios opened before, or after).
  private var replayedActions = 0

  /// `side`, as the session holds it.
  init(_ side: Side) {
    self.side = side
  }

  var platform: ScenarioPlatform { Side.platform }
  var shortTitle: String { Side.shortTitle }

  var otherStore: (title: String, shortTitle: String)? {
    get {
      side.otherStore.map { ($0, side.otherStoreShortTitle ?? $0) }
    }
    set {
      side.otherStore = newValue?.title
      side.otherStoreShortTitle = newValue?.shortTitle
    }
  }

  var showsWordingMarks: Bool {
    get { side.showsWordingMarks }
    set { side.showsWordingMarks = newValue }
  }

  var compareSides: [CompareSideKind] {
    get { side.compareSides }
    set { side.compareSides = newValue }
  }

  var walkthroughLabel: String? { side.walkthroughLabel }
  var canUndo: Bool { side.canUndo }

  var keyTable: KeyTable<StoreSessionAction> {
    KeyTable(side.keyTable.bindings.map { $0.map(sessionAction) })
  }

  func keyContext(size: Size) -> KeyContext { side.keyContext(size: size) }

  func render(size: Size) -> Canvas { side.render(size: size) }

  mutating func present(size: Size) -> Canvas { side.present(size: size) }

  func action(for key: Key, size: Size) -> StoreSessionAction? {
    side.action(for: key, size: size).map(sessionAction)
  }

  /// The side's `o` is the session's switch; every other action is the side's.
  private func sessionAction(_ action: Side.Action) -> StoreSessionAction {
    action == Side.switchStoreAction ? .switchStore : .side(SideAction(action, on: Side.platform))
  }

  func opensScenarioPicker(_ action: SideAction) -> Bool {
    own(action).map(Side.opensScenarioPicker) ?? false
  }

  func isUndo(_ action: SideAction) -> Bool {
    own(action).map(Side.isUndo) ?? false
  }

  var undoRecord: SessionRecord? { Side.undoRecord.map(Side.sessionRecord) }

  mutating func update(_ action: SideAction, size: Size) -> [ShellCommand] {
    guard let own = own(action) else { return [] }
    return side.update(own, size: size).map(sessionCommand)
  }

  mutating func start() -> [SessionRecord] {
    side.start().flatMap { command -> [SessionRecord] in
      guard case .save(let records, _) = command else { return [] }
      return records.map(Side.sessionRecord)
    }
  }

  /// A command of the side's as the session's, its records as lines of the session's journal.
  private func sessionCommand(_ command: ProgramCommand<Side.Record>) -> ShellCommand {
    switch command {
    case .quit: .quit
    case .writeFrame(let request): .writeFrame(request)
    case .save(let records, let startsNew):
      .save(records.map(Side.sessionRecord), startsNewJournal: startsNew)
    }
  }

  /// The side's own action. The session routes an action by its platform, so another type here
  /// is a programming error: a debug build (every test) stops on it; a release build ignores the
  /// key rather than end a presentation.
  private func own(_ action: SideAction) -> Side.Action? {
    guard let own = action.value(as: Side.Action.self) else {
      assertionFailure(
        "an action of \(action.platform.title)'s side reached \(Side.platform.title)'s")
      return nil
    }
    return own
  }

  mutating func deliver(_ event: RuntimeEvent) {
    side.deliver(event)
  }

  var autoAdvanceMilliseconds: Int? { side.autoAdvanceMilliseconds }

  var autoAdvanceAction: StoreSessionAction? {
    side.autoAdvanceAction.map(sessionAction)
  }

  var recordingMarkers: [String] { side.recordingMarkers }

  func shownRecord(_ shown: Bool) -> SessionRecord? {
    Side.shownRecord(shown).map(Side.sessionRecord)
  }

  mutating func replay(_ record: SessionRecord) -> SideReplay {
    guard let own = Side.sideRecord(in: record) else {
      return .refused("cannot be read as a record of \(Side.platform.title)'s side")
    }
    if let shown = Side.shown(by: own) { return .shown(shown) }
    if own == Side.undoRecord, !side.canUndo { return .undoneAtStart }
    if let problem = side.replay(own) { return .refused(problem) }
    if Side.isAction(own) { replayedActions += 1 }
    return .applied
  }

  mutating func finishRestore() {
    side.finishRestore(actions: replayedActions)
  }

  mutating func keepPresenterState(of other: any ErasedStoreSide, size: Size?) {
    guard let other = other as? TypedStoreSide<Side> else { return }
    side.keepPresenterState(of: other.side, size: size)
    replayedActions = other.replayedActions
  }

  func notesStep(summary: String) -> NotesStep? {
    side.notesStep(summary: summary)
  }

  var consoleDownloads: [ConsoleDownload] { side.consoleDownloads }

  func value<Wanted: StoreSide>(as type: Wanted.Type) -> Wanted? {
    side as? Wanted
  }
}
