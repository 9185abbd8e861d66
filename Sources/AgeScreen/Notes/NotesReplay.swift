import Scenarios

/// A followed session, rebuilt record by record from its journal through the same sides and
/// the same scenarios opened (``OpenedScenarios``) as the TUI and `--resume`, so the notes and
/// the screen can never disagree about where the session is, on any side.
public struct NotesReplay: Sendable {
  /// The scenarios opened so far; nil before the journal's first header.
  private var opened: OpenedScenarios?
  /// Why the journal cannot be followed (a scenario that does not load, a journal that does not
  /// start with one); once set, later records are ignored.
  public private(set) var problem: String?

  /// The stores whose sides a scenario's sides are found for.
  private let kinds: [StoreSideKind]
  /// Loads the scenarios the journal opens.
  let opener: ScenarioOpener

  /// An empty replay, before the journal's first record, opening scenarios with `opener` and
  /// finding their sides of `kinds`' stores (the TUI's, which the executable hands down).
  public init(opener: ScenarioOpener, kinds: [StoreSideKind]) {
    self.opener = opener
    self.kinds = kinds
  }

  /// The sides of the scenario open, and which side the session shows; nil before the first
  /// header.
  public var sides: StoreSides? { opened?.current }

  /// Applies one journal record, checked as `--resume` checks it.
  public mutating func apply(_ record: SessionRecord) {
    guard problem == nil else { return }
    guard opened != nil else {
      switch record {
      case .open(let document):
        if let refused = OpenedScenarios.journalProblem(with: document) {
          problem = "its first record \(refused)"
          return
        }
        do throws(ScenarioError) {
          opened = OpenedScenarios(try sidesOpened(document))
        } catch {
          problem = "its scenario does not load: \(error)"
        }
      case .store:
        // A line that only places a screen may come before the first header.
        if kinds.contains(where: { $0.isScreenLine(record) }) { return }
        problem = "the journal does not start by opening a scenario"
      }
      return
    }
    // Replayed in place: a copy of the sides would copy their undo histories at every record,
    // which made following a long journal cost its length squared. A refused record changes
    // nothing (its values are checked before it is applied).
    let sidesOpened = sidesOpened
    if let refused = opened?.replay(record, sides: sidesOpened) {
      problem = "a record \(refused)"
    }
  }

  /// What makes the sides of the scenario a document holds, loaded by the opener: a value apart
  /// from `self`, so that a replay changing `opened` in place can call it.
  private var sidesOpened: @Sendable (ScenarioDocument) throws(ScenarioError) -> StoreSides {
    let (kinds, opener) = (kinds, opener)
    return { document throws(ScenarioError) in
      StoreSides(kinds, opening: document, scenario: try opener.load(document))
    }
  }

  /// Where the session stands, nil before the first record or after a problem: the side
  /// shown's step (the first side's when the side shown brings no notes of its own).
  public var step: NotesStep? {
    guard problem == nil else { return nil }
    return opened?.current.notesStep
  }
}
