import Analyses
import FlowEngine
import Scenarios

/// A platform's side of a scenario in the TUI, beside the host's (``SessionHost``): another store's shell, or a
/// platform's own program. ``StoreSession`` shows the host's side or one of the scenario's sides
/// (`o` goes through them), sends the side shown the keys and the runtime's events, and
/// journals every side's records in the session's journal, in the order they happened, so
/// `--resume` replays them all. A platform registers its side with a ``StoreSideKind``.
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

  /// The side's `o`: the action its key table binds to switching stores, when the scenario
  /// runs on the host's store too.
  static var switchStoreAction: Action { get }
  /// Whether `action` opens the scenario picker, which the session keeps for every side: it
  /// draws it over the side, which stays shown, and comes back to it when nothing is chosen.
  static func opensScenarioPicker(_ action: Action) -> Bool

  /// One of the side's records as a line of the session's journal.
  static func sessionRecord(_ record: Record) -> SessionRecord
  /// The side's record in a line of the session's journal, nil for any other line.
  static func sideRecord(in record: SessionRecord) -> Record?
  /// The record that says the session shows this side (`true`) or the host's, after `o`.
  static func shownRecord(_ shown: Bool) -> Record
  /// Which side `record` says is shown, when it is ``shownRecord(_:)``'s.
  static func shown(by record: Record) -> Bool?
  /// Whether `record` is a live action (the notice after a resume counts them).
  static func isAction(_ record: Record) -> Bool

  /// Applies one record read from a journal after checking its values, as the keys applied
  /// it. - Returns: what is wrong with the record (it is then not applied), or nil.
  mutating func replay(_ record: Record) -> String?
  /// Ends a replay of `actions` live actions: the notice says what was restored.
  mutating func finishRestore(actions: Int)
  /// The store `o` shows next, which the side's footer and help name; nil when `o` switches
  /// nothing. The session sets it whenever it opens the scenario's sides.
  var otherStore: String? { get set }
  /// Where the side stands for `agetui notes` while it is shown (its step, narration and next
  /// caption); `summary`, the scenario's, is read before its first step. Nil (the default)
  /// leaves the notes on the host's step.
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

  /// No speaker notes of the side's own: the notes stay on the host's step.
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
