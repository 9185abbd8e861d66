import Analyses
import FlowEngine
import Scenarios

/// A store's side of a scenario in the TUI: its shell, or a platform's own program. Every store
/// a scenario names has one, Apple's among them; ``StoreSession`` shows one at a time (`o` goes
/// through them), sends the side shown the keys and the runtime's events, and journals every
/// side's records in the session's journal, in the order they happened, so `--resume` replays
/// them all. A store registers its side with a ``StoreSideKind``.
public protocol StoreSide: PersistentProgram, Sendable
where Record: Equatable & Sendable, Action: Hashable {
  /// The platform whose side this is.
  static var platform: ScenarioPlatform { get }
  /// Its name where the footer is short of room: `Play`.
  static var shortTitle: String { get }
  /// The key its records are written under in the session's journal
  /// (``SessionRecord/store(_:)``), and which lines a resume hands to it; the platform's name
  /// unless the store has long written its journal under another.
  static var journalKey: String { get }
  /// The lines the side writes whole, under one key per case of its record (Apple's `jump`,
  /// `perform`, `undo`, `screen`); nil (the default) for a side whose records are written under
  /// ``journalKey``.
  static var journalLines: JournalLines? { get }

  /// The side's `o`: the action its key table binds to switching stores, when the scenario
  /// runs on another store too.
  static var switchStoreAction: Action { get }
  /// Whether `action` opens the scenario picker, which the session keeps for every side: it
  /// draws it over the side, which stays shown, and comes back to it when nothing is chosen.
  static func opensScenarioPicker(_ action: Action) -> Bool
  /// Whether `action` is the side's `u`. When the side has nothing to take back
  /// (``canUndo``), the session takes back the opening of the scenario instead, if it was
  /// opened over another. None by default.
  static func isUndo(_ action: Action) -> Bool
  /// The record the side's `u` writes, which, replayed where the side has nothing to take back,
  /// takes back the scenario's opening; nil (the default) for a side without `u`.
  static var undoRecord: Record? { get }
  /// Whether `u` would take something back on the side. No by default.
  var canUndo: Bool { get }

  /// One of the side's records as a line of the session's journal.
  static func sessionRecord(_ record: Record) -> SessionRecord
  /// The side's record in a line of the session's journal, nil for any other line.
  static func sideRecord(in record: SessionRecord) -> Record?
  /// The record that says the session shows this side (`true`) or the scenario's first side,
  /// after `o`; nil for a store whose side comes first in every scenario that has it (Apple's):
  /// `o` back to it is said by the side it leaves.
  static func shownRecord(_ shown: Bool) -> Record?
  /// Which side `record` says is shown, when it is ``shownRecord(_:)``'s.
  static func shown(by record: Record) -> Bool?
  /// Whether `record` is a live action (the notice after a resume counts them).
  static func isAction(_ record: Record) -> Bool
  /// Whether `record` only says where the side's screen was, which changes nothing the speaker
  /// notes say (and may come before a journal's first header). No by default.
  static func isScreenRecord(_ record: Record) -> Bool

  /// Applies one record read from a journal after checking its values, as the keys applied
  /// it. - Returns: what is wrong with the record (it is then not applied), or nil.
  mutating func replay(_ record: Record) -> String?
  /// Ends a replay of `actions` live actions: the notice says what was restored.
  mutating func finishRestore(actions: Int)
  /// The store `o` shows next, which the side's footer and help name; nil when `o` switches
  /// nothing. The session sets it whenever it opens the scenario's sides.
  var otherStore: String? { get set }
  /// That store's name where the footer is short of room (its ``shortTitle``), for a side that
  /// names it so; the session sets it with ``otherStore``. Not kept by default.
  var otherStoreShortTitle: String? { get set }
  /// Where the walkthrough is (`script 2/5`), for what `u` says when it takes back a
  /// scenario's opening; nil (the default) without a walkthrough.
  var walkthroughLabel: String? { get }
  /// Takes what the presenter chose on `other`, this store's side of the scenario opened just
  /// before or after this one (the focus, the banner, the marks), so opening a scenario or
  /// taking the opening back with `u` keeps it; `size` is the terminal the key was pressed on,
  /// nil in a journal's replay. Nothing by default.
  mutating func keepPresenterState(of other: Self, size: Size?)
  /// Where the side stands for `agetui notes` while it is shown (its step, narration and next
  /// caption); `summary`, the scenario's, is read before its first step. Nil (the default)
  /// leaves the notes on the first side's step.
  func notesStep(summary: String) -> NotesStep?
  /// Whether AgeTUI's assumed wording carries `≈` (`--no-wording-marks` hides it on every side).
  var showsWordingMarks: Bool { get set }
  /// The stores the side's `c` compares, in `compare`'s order; the session hands every side
  /// ``StoreSides/compareSides`` whenever it opens the scenario's sides.
  var compareSides: [CompareSideKind] { get set }
  /// The files the store's console offers for download where the side stands (its day and its
  /// world): `agetui-deliver follow` writes them into its reports folder. None by default.
  var consoleDownloads: [ConsoleDownload] { get }
}

extension StoreSide {
  /// The platform's name.
  public static var journalKey: String { platform.rawValue }

  /// Records written under ``journalKey``.
  public static var journalLines: JournalLines? { nil }

  /// A side without `u`.
  public static func isUndo(_ action: Action) -> Bool { false }

  /// A side without `u`.
  public static var undoRecord: Record? { nil }

  /// A side without `u` has nothing to take back.
  public var canUndo: Bool { false }

  /// No record only places the screen.
  public static func isScreenRecord(_ record: Record) -> Bool { false }

  /// Not kept: the side names the other store by ``otherStore``.
  public var otherStoreShortTitle: String? {
    get { nil }
    set {}
  }

  /// No walkthrough to name.
  public var walkthroughLabel: String? { nil }

  /// Nothing the presenter chose is kept across scenarios.
  public mutating func keepPresenterState(of other: Self, size: Size?) {}

  /// No speaker notes of the side's own: the notes stay on the first side's step.
  public func notesStep(summary: String) -> NotesStep? { nil }

  /// A store whose console offers no file.
  public var consoleDownloads: [ConsoleDownload] { [] }

  /// Restores the side alone from its records, as ``StoreSides`` does inside a session's
  /// journal: each is replayed in turn, the replay stops at the first that fails, and the side
  /// says what it restored (``finishRestore(actions:)``, counting the live actions).
  public mutating func restore(_ records: [Record]) -> RestoreStop? {
    var actions = 0
    for (index, record) in records.enumerated() {
      if let problem = replay(record) {
        finishRestore(actions: actions)
        return RestoreStop(index: index, reason: problem)
      }
      if Self.isAction(record) { actions += 1 }
    }
    finishRestore(actions: actions)
    return nil
  }
}
