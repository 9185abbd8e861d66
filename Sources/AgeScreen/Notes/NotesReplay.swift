import Scenarios

/// A followed session's history, rebuilt record by record from its journal through the same
/// operations the TUI and `--resume` use (the host's ``NotesHistory``), and its other
/// platforms' sides through the same ``StoreSides``, so the notes and the screen can never
/// disagree about where the session is, on any side.
public struct NotesReplay<History: NotesHistory>: Sendable {
  /// The history so far; nil before the journal's first record.
  public private(set) var history: History?
  /// Why the journal cannot be followed (a scenario that does not load, a journal that does not
  /// start with one); once set, later records are ignored.
  public private(set) var problem: String?

  /// The other platforms' sides of the scenario open, and which side the session shows.
  public private(set) var sides: StoreSides

  /// Loads the scenarios the journal opens.
  let opener: ScenarioOpener

  /// An empty replay, before the journal's first record, opening scenarios with `opener` and
  /// finding their sides of `kinds`' platforms (the TUI's, which the executable hands down).
  public init(opener: ScenarioOpener, kinds: [StoreSideKind]) {
    self.opener = opener
    sides = StoreSides(kinds, host: History.compareSide)
  }

  /// Applies one journal record, checked as `--resume` checks it
  /// (``NotesHistory/replay(_:opener:)``).
  public mutating func apply(_ record: SessionRecord) {
    guard problem == nil else { return }
    guard history != nil else {
      switch record {
      case .open(let document):
        if let refused = History.journalProblem(with: document) {
          problem = "its first record \(refused)"
          return
        }
        do throws(ScenarioError) {
          let opened = try History(opening: document, opener: opener)
          history = opened
          sides.follow(document, scenario: opened.scenario, force: true)
        } catch {
          problem = "its scenario does not load: \(error)"
        }
      case .store:
        if History.isScreenLine(record) { return }
        problem = "the journal does not start by opening a scenario"
      }
      return
    }
    if !record.isLine(of: History.self), record.sideKey != nil {
      if let refused = sides.replay(record) { problem = "a record \(refused)" }
      return
    }
    // Replayed in place: a copy of the history would copy its newest segment at every record,
    // which made following a long journal cost its length squared. A refused record changes
    // nothing (its values are checked before it is applied).
    let opener = opener
    if let refused = history?.replay(record, opener: opener) {
      problem = "a record \(refused)"
      return
    }
    guard let history else { return }
    sides.follow(history.document, scenario: history.scenario)
  }

  /// Where the session stands, nil before the first record or after a problem: the side
  /// shown's step (another store's that brings notes of its own), the host's otherwise.
  public var step: NotesStep? {
    guard problem == nil, let history else { return nil }
    if let step = sides.shownNotesStep(summary: history.scenario.summary) {
      return step
    }
    return history.notesStep
  }
}
