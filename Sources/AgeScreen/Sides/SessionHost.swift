import Analyses
import Scenarios

/// The side that keeps a TUI session's scenarios: it opens the first and the one the session's
/// scenario picker chooses, writes the journal's header (``SessionRecord/open(_:)``) for every
/// scenario opened after it, takes `u` back across them, and plays its own store's part.
/// Apple's session is the one host today (it lives in Apple's room and is registered in
/// `Stores`); ``StoreSession`` shows it beside the other stores' sides (``StoreSide``), sends it
/// the keys while it is shown, and makes the sides again whenever it opens another scenario.
public protocol SessionHost: PersistentProgram
where Action == ShellAction, Record == SessionRecord {
  /// The lines the host writes of its own store's part, beside the header: their keys and how
  /// a journal's reader reads them.
  static var journalLines: JournalLines { get }
  /// The host store's side of `compare`.
  static var compareSide: CompareSideKind { get }

  /// The scenario's text and origin.
  var document: ScenarioDocument { get }
  /// The loaded scenario.
  var scenario: Scenario { get }
  /// The stores the host's `c` compares: the session hands it every store it shows.
  var compareSides: [CompareSideKind] { get set }
  /// The journal's "not saved" mark, which every side shows.
  var unsavedMark: String? { get }
  /// Whether AgeTUI's assumed wording carries `≈` (`--no-wording-marks` hides it on every side).
  var showsWordingMarks: Bool { get }
  /// The notice line.
  var notice: Notice? { get }
  /// Loads the scenarios opened after the first; its shelf is what the scenario picker lists.
  var opener: ScenarioOpener { get }
  /// The host's screen as a frame, so the session can add `o` to its footer.
  func frame(size: Size) -> ShellFrame
  /// Opens the built-in `name` from the scenario picker, on a terminal of `size`, keeping the
  /// present for `u`; returns what to journal. A scenario that will not open is said on the
  /// notice line.
  mutating func open(builtIn name: String, size: Size) -> [ShellCommand]

  /// Restores the host from a journal, calling `alongside` after each record (the first, which
  /// opens the scenario, included) with its index and the host built so far: another side's
  /// line is the caller's to replay there. What `alongside` returns stops the replay before the
  /// next record as a refused record does; `interrupted` is asked before each record.
  mutating func restore(
    _ records: [SessionRecord], until interrupted: () -> Bool,
    alongside: (_ index: Int, _ record: SessionRecord, _ host: Self) -> String?
  ) -> RestoreStop?
}

extension SessionRecord {
  /// Whether the line is one of `Host`'s own (``SessionHost/journalLines``).
  func isLine<Host: SessionHost>(of host: Host.Type) -> Bool {
    isLine(of: Host.journalLines)
  }

  /// Whether the line is one of `History`'s host's own (``NotesHistory/journalLines``).
  func isLine<History: NotesHistory>(of history: History.Type) -> Bool {
    isLine(of: History.journalLines)
  }

  /// Whether the line is written under one of `lines`' keys.
  public func isLine(of lines: JournalLines) -> Bool {
    guard case .store(let stored) = self else { return false }
    return lines.keys.contains(stored.key)
  }
}
