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

  /// An empty replay, before the journal's first record.
  public init() {}

  /// Applies one journal record.
  public mutating func apply(_ record: SessionRecord) {
    guard problem == nil else { return }
    do throws(ScenarioError) {
      switch record {
      case .open(let document):
        let opened = try OpenScenario(document)
        if history == nil {
          history = SessionHistory(opening: opened)
        } else {
          history?.open(opened)
        }
      case .jump(let position, let cause):
        guard history != nil else { return fail() }
        history?.jump(to: position, cause: cause)
      case .perform(let action):
        guard history != nil else { return fail() }
        history?.perform(action)
      case .undo:
        guard history != nil else { return fail() }
        _ = history?.undo()
      case .screen:
        break
      }
    } catch {
      problem = "its scenario does not load: \(error)"
    }
  }

  /// Where the session stands, nil before the first record or after a problem.
  public var step: NotesStep? {
    guard problem == nil, let history else { return nil }
    return NotesStep(history: history)
  }

  private mutating func fail() {
    problem = "the journal does not start by opening a scenario"
  }
}
