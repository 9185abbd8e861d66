import AgeScreen
import AppleScreen
import Scenarios

extension Stores {
  /// The TUI's session: Apple's session keeps the scenarios (``SessionHost``) and plays
  /// Apple's part; every other registered store's side (``screenSides``) stands beside it.
  public typealias Session = StoreSession<AppleShellSession>

  /// What `agetui notes` and `agetui-deliver follow` rebuild from a session's journal: the
  /// host's history (``NotesHistory``) and every side.
  public typealias SessionNotes = NotesReplay<SessionHistory>

  /// The session on the scenario `document` holds, loaded and played once by `opener`, which
  /// also opens every scenario after it (the picker, `--resume`); `showsWordingMarks` false
  /// is `--no-wording-marks`.
  public static func session(
    opening document: ScenarioDocument, opener: ScenarioOpener, showsWordingMarks: Bool = true
  ) throws(ScenarioError) -> Session {
    var shell = AppleShell(opening: try opener.open(document), opener: opener)
    shell.showsWordingMarks = showsWordingMarks
    return StoreSession(host: AppleShellSession(shell), kinds: screenSides)
  }

  /// How a journal's reader checks every line of a TUI session (`agetui notes`,
  /// `agetui-deliver follow`): the host's own lines and each side's.
  public static let journalReaders = StoreRecordReaders(
    screenSides, lines: AppleShellSession.journalLines)
}
