import Apple
import CustomDump
import FlowEngine
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// The scenarios a session opened, each with Apple's history of its own: `u` walks back
/// through the scenario open, then returns to the one before it exactly as it was left, live
/// and from the journal alike.
@Suite struct SessionHistoryTests {
  static let size = Size(width: 120, height: 40)

  /// One thing a presenter does.
  enum Step: Sendable, CustomTestStringConvertible {
    /// `n`.
    case next
    /// Enter on the Child pane's first choice (Open Landmarks at the start).
    case launch
    /// `s`, the built-in `name`, Enter.
    case open(String)
    /// `u`.
    case undo

    var testDescription: String {
      switch self {
      case .next: "n"
      case .launch: "Enter"
      case .open(let name): "open \(name)"
      case .undo: "u"
      }
    }

    var actions: [StoreSessionAction] {
      switch self {
      case .next: [.apple(.nextStep)]
      case .launch: [.apple(.focus(.child)), .apple(.choose)]
      case .undo: [.apple(.undo)]
      case .open(let name):
        [.apple(.openPicker)]
          + (ScenarioLibrary.names.firstIndex(of: name).map { [.picker(.pickerSelect($0))] }
            ?? []) + [.picker(.pickerChoose)]
      }
    }
  }

  /// Where a session stands: the scenario open and Apple's walkthrough label.
  struct Standing: Equatable, Sendable, CustomStringConvertible {
    let scenario: String
    let label: String?

    var description: String { "\(scenario) \(label ?? "-")" }
  }

  static func standing(_ session: StoreSession) -> Standing {
    Standing(scenario: session.scenario.name, label: session.appleShell?.walkthroughLabel)
  }

  @Test(
    arguments: [
      // Nothing to take back at the very start.
      ([.undo], Standing(scenario: "texas-teen", label: "script 0/4")),
      // Two steps and the script's third taken by hand, then another scenario opened: the
      // opening is the first `u`, and texas-teen is back exactly as it was left.
      (
        [.next, .next, .launch, .open("wwdc-olivia-14"), .undo],
        Standing(scenario: "texas-teen", label: "script 3/4")
      ),
      // Inside the scenario opened, its own action and step come back first.
      (
        [.open("wwdc-olivia-14"), .next, .launch, .undo, .undo],
        Standing(scenario: "wwdc-olivia-14", label: "script 0/2")
      ),
      // Two scenarios opened: each `u` past a scenario's opening returns one scenario back,
      // then nothing is left.
      (
        [.open("wwdc-olivia-14"), .open("wwdc-ann-42"), .undo, .undo, .undo],
        Standing(scenario: "texas-teen", label: "script 0/4")
      ),
    ] as [([Step], Standing)])
  func undoWalksBackThroughTheScenarioThenToTheOneBefore(steps: [Step], end: Standing) throws {
    var session = try StoreSession(builtIn: "texas-teen")
    var commands = session.start()
    for action in steps.flatMap(\.actions) {
      commands += session.update(action, size: Self.size)
    }
    expectNoDifference(Self.standing(session), end)
    // The journal takes the session to the same place.
    var restored = try StoreSession(builtIn: "texas-teen")
    expectNoDifference(restored.restore(commands.savedRecords), nil)
    expectNoDifference(Self.standing(restored), end)
  }
}
