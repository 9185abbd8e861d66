import Scenarios

/// A followed session's history, rebuilt record by record from its journal through the same
/// ``SessionHistory`` operations the TUI and `--resume` use, so the notes and the screen can
/// never disagree about where the session is.
public struct NotesReplay: Sendable {
  /// The history so far; nil before the journal's first record.
  public private(set) var history: SessionHistory?
  /// Why the journal cannot be followed (a scenario that does not load, a journal that does not
  /// start with one); once set, later records are ignored.
  public private(set) var problem: String?

  /// Loads the scenarios the journal opens.
  let opener: ScenarioOpener

  /// An empty replay, before the journal's first record, opening scenarios with `opener`.
  public init(opener: ScenarioOpener) {
    self.opener = opener
  }

  /// Applies one journal record, checked as `--resume` checks it
  /// (``SessionHistory/replay(_:)``).
  public mutating func apply(_ record: SessionRecord) {
    guard problem == nil else { return }
    guard var replayed = history else {
      switch record {
      case .open(let document):
        do throws(ScenarioError) {
          history = SessionHistory(opening: try opener.open(document))
        } catch {
          problem = "its scenario does not load: \(error)"
        }
      case .jump, .perform, .undo: problem = "the journal does not start by opening a scenario"
      case .screen: break
      }
      return
    }
    if let refused = replayed.replay(record, opener: opener) {
      problem = "a record \(refused)"
      return
    }
    history = replayed
  }

  /// Where the session stands, nil before the first record or after a problem.
  public var step: NotesStep? {
    guard problem == nil, let history else { return nil }
    return NotesStep(history: history)
  }
}
