import Analyses
import FlowEngine
import Scenarios

/// A ``StoreSide`` of one platform as the session holds it (``ErasedStoreSide``): the side,
/// and the live actions replayed on it since it was made, for the notice after a resume.
struct TypedStoreSide<Side: StoreSide>: ErasedStoreSide {
  /// The side.
  var side: Side
  /// Live actions replayed on the side since it was made.
  private var replayedActions = 0

  /// `side`, as the session holds it.
  init(_ side: Side) {
    self.side = side
  }

  var platform: ScenarioPlatform { Side.platform }
  var shortTitle: String { Side.shortTitle }

  var otherStore: String? {
    get { side.otherStore }
    set { side.otherStore = newValue }
  }

  var showsWordingMarks: Bool {
    get { side.showsWordingMarks }
    set { side.showsWordingMarks = newValue }
  }

  var compareSides: [CompareSideKind] {
    get { side.compareSides }
    set { side.compareSides = newValue }
  }

  var keyTable: KeyTable<StoreSessionAction> {
    KeyTable(side.keyTable.bindings.map { $0.map(sessionAction) })
  }

  func keyContext(size: Size) -> KeyContext { side.keyContext(size: size) }

  func render(size: Size) -> Canvas { side.render(size: size) }

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

  mutating func update(_ action: SideAction, size: Size) -> [ShellCommand] {
    guard let own = own(action) else { return [] }
    return side.update(own, size: size).map { command -> ShellCommand in
      switch command {
      case .quit: .quit
      case .writeFrame(let request): .writeFrame(request)
      case .save(let records, let startsNew):
        .save(records.map(Side.sessionRecord), startsNewJournal: startsNew)
      }
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

  func shownRecord(_ shown: Bool) -> SessionRecord {
    Side.sessionRecord(Side.shownRecord(shown))
  }

  mutating func replay(_ record: SessionRecord) -> SideReplay {
    guard let own = Side.sideRecord(in: record) else {
      return .refused("cannot be read as a record of \(Side.platform.title)'s side")
    }
    if let shown = Side.shown(by: own) { return .shown(shown) }
    if let problem = side.replay(own) { return .refused(problem) }
    if Side.isAction(own) { replayedActions += 1 }
    return .applied
  }

  mutating func finishRestore() {
    side.finishRestore(actions: replayedActions)
  }

  func notesStep(summary: String) -> NotesStep? {
    side.notesStep(summary: summary)
  }

  var consoleDownloads: [ConsoleDownload] { side.consoleDownloads }

  func value<Wanted: StoreSide>(as type: Wanted.Type) -> Wanted? {
    side as? Wanted
  }
}
