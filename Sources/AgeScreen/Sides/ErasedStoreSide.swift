import Analyses
import FlowEngine
import Scenarios

/// A platform's side as the session holds it among sides of other platforms: a
/// ``StoreSide`` (``TypedStoreSide``) whose platform, actions and records are said through
/// the session's own types, so ``StoreSides`` keeps a list of them.
protocol ErasedStoreSide: Sendable {
  /// The platform whose side this is.
  var platform: ScenarioPlatform { get }
  /// Its name where the footer is short of room.
  var shortTitle: String { get }
  /// The store `o` shows next, as the side's own footer and help name it.
  var otherStore: String? { get set }
  /// Whether AgeTUI's assumed wording carries `≈`.
  var showsWordingMarks: Bool { get set }
  /// The stores the side's `c` compares.
  var compareSides: [CompareSideKind] { get set }

  /// The side's key table, its `o` the session's switch.
  var keyTable: KeyTable<StoreSessionAction> { get }
  /// Where keys land on the side.
  func keyContext(size: Size) -> KeyContext
  /// The side's screen.
  func render(size: Size) -> Canvas
  /// The side's action for `key`, its `o` the session's switch.
  func action(for key: Key, size: Size) -> StoreSessionAction?
  /// Whether `action` opens the scenario picker, which the session keeps.
  func opensScenarioPicker(_ action: SideAction) -> Bool
  /// Applies the side's `action`, its records as lines of the session's journal.
  mutating func update(_ action: SideAction, size: Size) -> [ShellCommand]
  /// Takes a runtime event through the side's update.
  mutating func deliver(_ event: RuntimeEvent)
  /// The side's auto-play wait.
  var autoAdvanceMilliseconds: Int? { get }
  /// The side's auto-play action.
  var autoAdvanceAction: StoreSessionAction? { get }

  /// The line that says the session shows this side (`true`) or the host's.
  func shownRecord(_ shown: Bool) -> SessionRecord
  /// Applies a line of the session's journal written under this side's platform.
  mutating func replay(_ record: SessionRecord) -> SideReplay
  /// Ends a replay: the side says what was restored.
  mutating func finishRestore()
  /// Where the side stands for `agetui notes`, nil when it brings no notes.
  func notesStep(summary: String) -> NotesStep?
  /// The files the store's console offers where the side stands.
  var consoleDownloads: [ConsoleDownload] { get }
  /// The side, when it is a `Side`.
  func value<Side: StoreSide>(as type: Side.Type) -> Side?
}
