import Analyses
import FlowEngine
import Scenarios

/// A store's side as the session holds it among the sides of other stores: a ``StoreSide``
/// (``TypedStoreSide``) whose platform, actions and records are said through the session's own
/// types, so ``StoreSides`` keeps a list of them.
protocol ErasedStoreSide: Sendable {
  /// The platform whose side this is.
  var platform: ScenarioPlatform { get }
  /// Its name where the footer is short of room.
  var shortTitle: String { get }
  /// The store `o` shows next, as the side's own footer and help name it, and its short name.
  var otherStore: (title: String, shortTitle: String)? { get set }
  /// Whether AgeTUI's assumed wording carries `≈`.
  var showsWordingMarks: Bool { get set }
  /// The stores the side's `c` compares.
  var compareSides: [CompareSideKind] { get set }
  /// Where the walkthrough is, nil without one.
  var walkthroughLabel: String? { get }
  /// Whether `u` would take something back on the side.
  var canUndo: Bool { get }

  /// The side's key table, its `o` the session's switch.
  var keyTable: KeyTable<StoreSessionAction> { get }
  /// Where keys land on the side.
  func keyContext(size: Size) -> KeyContext
  /// The side's screen.
  func render(size: Size) -> Canvas
  /// The side's screen, drawn from what its last frame kept.
  mutating func present(size: Size) -> Canvas
  /// The side's action for `key`, its `o` the session's switch.
  func action(for key: Key, size: Size) -> StoreSessionAction?
  /// Whether `action` opens the scenario picker, which the session keeps.
  func opensScenarioPicker(_ action: SideAction) -> Bool
  /// Whether `action` is the side's `u`.
  func isUndo(_ action: SideAction) -> Bool
  /// The line the side's `u` writes, nil for a side without `u`.
  var undoRecord: SessionRecord? { get }
  /// Applies the side's `action`, its records as lines of the session's journal.
  mutating func update(_ action: SideAction, size: Size) -> [ShellCommand]
  /// The side's opening records, as lines of the session's journal.
  mutating func start() -> [SessionRecord]
  /// Takes a runtime event through the side's update.
  mutating func deliver(_ event: RuntimeEvent)
  /// The side's auto-play wait.
  var autoAdvanceMilliseconds: Int? { get }
  /// The side's auto-play action.
  var autoAdvanceAction: StoreSessionAction? { get }
  /// The side's recording markers.
  var recordingMarkers: [String] { get }

  /// The line that says the session shows this side (`true`) or the first side, nil for a side
  /// that is always the first.
  func shownRecord(_ shown: Bool) -> SessionRecord?
  /// Applies a line of the session's journal written under this side's store.
  mutating func replay(_ record: SessionRecord) -> SideReplay
  /// Ends a replay: the side says what was restored.
  mutating func finishRestore()
  /// Takes what the presenter chose on `other`, when it is this store's side.
  mutating func keepPresenterState(of other: any ErasedStoreSide, size: Size?)
  /// Where the side stands for `agetui notes`, nil when it brings no notes.
  func notesStep(summary: String) -> NotesStep?
  /// The files the store's console offers where the side stands.
  var consoleDownloads: [ConsoleDownload] { get }
  /// The side, when it is a `Side`.
  func value<Side: StoreSide>(as type: Side.Type) -> Side?
}
