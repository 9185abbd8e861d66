import Scenarios

/// A followed session's history, rebuilt record by record from its journal through the same
/// ``SessionHistory`` operations the TUI and `--resume` use, and its Google Play side through
/// the same ``StoreSides``, so the notes and the screen can never disagree about where the
/// session is, on either store.
public struct NotesReplay: Sendable {
  /// The history so far; nil before the journal's first record.
  public private(set) var history: SessionHistory?
  /// Why the journal cannot be followed (a scenario that does not load, a journal that does not
  /// start with one); once set, later records are ignored.
  public private(set) var problem: String?

  /// The Google Play side of the scenario open, and which side the session shows.
  public private(set) var sides: StoreSides<PlayShell>

  /// Loads the scenarios the journal opens.
  let opener: ScenarioOpener

  /// An empty replay, before the journal's first record, opening scenarios with `opener` and
  /// finding their Play side with `finder` (the scenario format's, as the TUI does).
  public init(opener: ScenarioOpener, finder: @escaping PlaySide.Finder = PlaySide.ofScenario) {
    self.opener = opener
    sides = StoreSides(finder: finder)
  }

  /// Applies one journal record, checked as `--resume` checks it
  /// (``SessionHistory/replay(_:)``).
  public mutating func apply(_ record: SessionRecord) {
    guard problem == nil else { return }
    guard var replayed = history else {
      switch record {
      case .open(let document):
        do throws(ScenarioError) {
          let opened = try opener.open(document)
          history = SessionHistory(opening: opened)
          sides.follow(document, scenario: opened.scenario, force: true)
        } catch {
          problem = "its scenario does not load: \(error)"
        }
      case .jump, .perform, .undo, .play, .side:
        problem = "the journal does not start by opening a scenario"
      case .screen: break
      }
      return
    }
    if case .play(let playRecord) = record {
      if let refused = sides.replay(playRecord) { problem = "a record \(refused)" }
      return
    }
    if let refused = replayed.replay(record, opener: opener) {
      problem = "a record \(refused)"
      return
    }
    history = replayed
    let opened = replayed.current.scenario
    sides.follow(opened.document, scenario: opened.scenario)
  }

  /// Where the session stands, nil before the first record or after a problem.
  public var step: NotesStep? {
    guard problem == nil, let history else { return nil }
    if sides.showsPlay, let play = sides.play {
      return NotesStep(play: play, summary: history.current.scenario.scenario.summary)
    }
    return NotesStep(history: history)
  }
}
