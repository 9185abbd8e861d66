import AgeScreen
import Analyses
import AppleAnalyses
import Scenarios

extension SessionHistory: NotesHistory {
  /// Apple's lines (``AppleRecord``).
  public static var journalLines: JournalLines { AppleRecord.journalLines }
  /// Apple's side of `compare`.
  public static var compareSide: CompareSideKind { .apple }

  /// A history opening `document` at its start, loaded and played by `opener`.
  public init(opening document: ScenarioDocument, opener: ScenarioOpener) throws(ScenarioError) {
    self.init(opening: try opener.open(document))
  }

  /// Whether `record` is Apple's `screen` line.
  public static func isScreenLine(_ record: SessionRecord) -> Bool {
    if case .screen? = record.appleRecord { return true }
    return false
  }

  /// The scenario open now: its text and origin.
  public var document: ScenarioDocument { current.scenario.document }
  /// The scenario open now.
  public var scenario: Scenario { current.scenario.scenario }
  /// Where the history stands, for the notes.
  public var notesStep: NotesStep { NotesStep(history: self) }
}

extension NotesStep {
  /// Where `history` stands now.
  public init(history: SessionHistory) {
    let segment = history.current
    let opened = segment.scenario
    let position = segment.position
    let reached = position.scriptPosition
    let narration =
      reached == 0
      ? opened.scenario.summary : opened.walkthrough.step(reaching: reached)?.narration ?? ""
    self.init(
      scenarioName: opened.scenario.name, scenarioTitle: opened.scenario.title,
      position: position, total: opened.walkthrough.count, narration: narration,
      nextCaption: opened.walkthrough.step(reaching: reached + 1)?.caption,
      liveActions: segment.actions.count - segment.scriptMatches)
  }
}
