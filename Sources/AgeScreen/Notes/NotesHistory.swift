import Analyses
import Scenarios

/// A session host's history as `agetui notes` follows it (``NotesReplay``): rebuilt from the
/// journal's header and the host's own lines through the same operations its session uses on
/// `--resume`, so the notes and the screen never disagree. Apple's session history is the one
/// today, in Apple's room.
public protocol NotesHistory: Sendable {
  /// The host's lines (``SessionHost/journalLines``).
  static var journalLines: JournalLines { get }
  /// The host store's side of `compare` (``SessionHost/compareSide``).
  static var compareSide: CompareSideKind { get }
  /// What is out of bounds in a header's scenario, or nil.
  static func journalProblem(with document: ScenarioDocument) -> String?

  /// A history opening `document` at its start, loaded by `opener`.
  init(opening document: ScenarioDocument, opener: ScenarioOpener) throws(ScenarioError)

  /// Applies the header or one of the host's lines after checking it; another side's line
  /// changes nothing. - Returns: what is wrong with the line (it is then not applied), or nil.
  mutating func replay(_ record: SessionRecord, opener: ScenarioOpener) -> String?
  /// Whether `record` is the host's line that says where its screen was, which changes nothing
  /// a note says (and may come before the first header).
  static func isScreenLine(_ record: SessionRecord) -> Bool

  /// The scenario open now: its text and origin.
  var document: ScenarioDocument { get }
  /// The scenario open now.
  var scenario: Scenario { get }
  /// Where the history stands, for the notes.
  var notesStep: NotesStep { get }
}
