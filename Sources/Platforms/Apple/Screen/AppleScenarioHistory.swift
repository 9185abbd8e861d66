import AgeScreen
import Apple
import FlowEngine

/// Apple's side of a scenario as a timeline of states that `u` walks back through: every live
/// action, every walkthrough jump (`n`, `p`, `w`, auto-play) and every reset is one step back,
/// to the moment the scenario was opened and no further (the session then returns to the
/// scenario open before it: `OpenedScenarios`). Nothing a key does can erase what came before
/// it.
///
/// Stored as stretches (``AppleHistorySegment``): a jump starts a new one and keeps the old one
/// whole, so undoing the jump returns to exactly the state it left.
public struct AppleScenarioHistory: Sendable {
  /// The stretch being played.
  public private(set) var current: AppleHistorySegment
  /// The stretches before it in this scenario, oldest first.
  public private(set) var earlier: [AppleHistorySegment] = []

  /// A scenario opened at its start.
  public init(opening scenario: AppleOpenScenario) {
    current = AppleHistorySegment(scenario: scenario, origin: 0, cause: .opened)
  }

  /// Applies a live action.
  @discardableResult
  public mutating func perform(_ action: AppleAction) -> AppleActionOutcome {
    current.perform(action)
  }

  /// Moves to a script position, keeping the present for `u`.
  public mutating func jump(to position: Int, cause: HistoryCause) {
    earlier.append(current)
    current = AppleHistorySegment(scenario: current.scenario, origin: position, cause: cause)
  }

  /// What one `u` took back.
  public enum Undone: Hashable, Sendable {
    /// A live action.
    case action(AppleAction)
    /// A jump or reset.
    case cause(HistoryCause)
  }

  /// Whether `u` would take something back.
  public var canUndo: Bool { !current.actions.isEmpty || !earlier.isEmpty }

  /// Steps back once: the last live action, or else the last jump; nil at the moment the
  /// scenario was opened.
  public mutating func undo() -> Undone? {
    if let action = current.undoLast() { return .action(action) }
    guard let previous = earlier.popLast() else { return nil }
    let cause = current.cause
    current = previous
    return .cause(cause)
  }
}
