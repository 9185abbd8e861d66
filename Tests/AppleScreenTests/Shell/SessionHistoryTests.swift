import Apple
import FlowEngine
import Scenarios
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// The session's history as scenarios opened, each with its own stretches: `u` walks back
/// through the scenario open now, then returns to the one before it exactly as it was left.
@Suite struct SessionHistoryTests {
  /// One operation on a history.
  enum Step: Sendable, CustomTestStringConvertible {
    case perform(AppleAction)
    case jump(Int)
    case open(String)
    case undo

    var testDescription: String {
      switch self {
      case .perform(let action): "perform \(action)"
      case .jump(let position): "jump \(position)"
      case .open(let name): "open \(name)"
      case .undo: "undo"
      }
    }
  }

  /// Where a history stands: the scenario open, its position, how many scenarios lie under it
  /// and how many stretches this one has before the current.
  struct Standing: Equatable, Sendable {
    let scenario: String
    let position: WalkthroughPosition
    let scenariosUnder: Int
    let stretchesBefore: Int
  }

  static func opened(_ name: String) throws -> OpenScenario {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == name })
    let document = ScenarioDocument(source)
    return try ScenarioOpener.yaml.open(document)
  }

  static func standing(_ history: SessionHistory) -> Standing {
    Standing(
      scenario: history.current.scenario.scenario.name, position: history.current.position,
      scenariosUnder: history.earlierScenarios.count,
      stretchesBefore: history.opened.earlier.count)
  }

  /// Plays `steps` from texas-teen's start, returning what each `u` took back and where the
  /// history stands at the end.
  static func play(_ steps: [Step]) throws -> (undone: [SessionHistory.Undone?], end: Standing) {
    var history = SessionHistory(opening: try opened("texas-teen"))
    var undone: [SessionHistory.Undone?] = []
    for step in steps {
      switch step {
      case .perform(let action): history.perform(action)
      case .jump(let position): history.jump(to: position, cause: .nextStep)
      case .open(let name): history.open(try opened(name))
      case .undo: undone.append(history.undo())
      }
    }
    return (undone, standing(history))
  }

  static let launch = AppleAction.launchApp(.childPhone)

  @Test(
    arguments: [
      // Nothing to take back at the very start.
      (
        [.undo], [nil],
        Standing(
          scenario: "texas-teen", position: .script(0), scenariosUnder: 0, stretchesBefore: 0)
      ),
      // A jump and an action in the first scenario, then another opened: the open is the
      // first `u`, and texas-teen is back exactly as it was left (the action still there).
      (
        [.jump(2), .perform(launch), .open("wwdc-olivia-14"), .undo],
        [.cause(.opened)],
        Standing(
          scenario: "texas-teen", position: .live(leftAt: 2), scenariosUnder: 0,
          stretchesBefore: 1)
      ),
      // Inside the scenario opened, its own jump and action come back first.
      (
        [.open("wwdc-olivia-14"), .jump(1), .perform(launch), .undo, .undo],
        [.action(launch), .cause(.nextStep)],
        Standing(
          scenario: "wwdc-olivia-14", position: .script(0), scenariosUnder: 1,
          stretchesBefore: 0)
      ),
      // Two scenarios opened: each `u` past a scenario's opening returns one scenario back,
      // then nothing is left.
      (
        [.open("wwdc-olivia-14"), .open("wwdc-ann-42"), .undo, .undo, .undo],
        [.cause(.opened), .cause(.opened), nil],
        Standing(
          scenario: "texas-teen", position: .script(0), scenariosUnder: 0, stretchesBefore: 0)
      ),
    ] as [([Step], [SessionHistory.Undone?], Standing)])
  func undoWalksBackThroughTheScenarioThenToTheOneBefore(
    steps: [Step], undone: [SessionHistory.Undone?], end: Standing
  ) throws {
    let played = try Self.play(steps)
    #expect(played.undone == undone)
    #expect(played.end == end)
  }
}
