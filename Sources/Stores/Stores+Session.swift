import AgeScreen
import Scenarios

extension Stores {
  /// The TUI's session: the scenario open as every registered store's side shows it
  /// (``screenSides``, Apple's first).
  public typealias Session = StoreSession

  /// What `agetui notes` and `agetui-deliver follow` rebuild from a session's journal: every
  /// side of every scenario it opened.
  public typealias SessionNotes = NotesReplay

  /// The session on the scenario `document` holds, loaded once by `opener`, which also opens
  /// every scenario after it (the picker, `--resume`); `showsWordingMarks` false is
  /// `--no-wording-marks`.
  public static func session(
    opening document: ScenarioDocument, opener: ScenarioOpener, showsWordingMarks: Bool = true
  ) throws(ScenarioError) -> Session {
    StoreSession(
      opening: document, scenario: try opener.load(document), kinds: screenSides, opener: opener,
      showsWordingMarks: showsWordingMarks)
  }

  /// How a journal's reader checks every line of a TUI session (`agetui notes`,
  /// `agetui-deliver follow`): each side's own lines.
  public static let journalReaders = StoreRecordReaders(screenSides)
}
