import AgeScreen
import Apple
import FlowEngine

/// One scenario's part of a session: the stretches played since it was opened, which `u` walks
/// back through to the moment it was opened and no further (the session's ``SessionHistory``
/// then returns to the scenario open before it).
///
/// A jump starts a new stretch and keeps the old one whole, so undoing the jump returns to
/// exactly the state it left.
public struct ScenarioHistory: Sendable {
  /// The stretch being played.
  public private(set) var current: HistorySegment
  /// The stretches before it in this scenario, oldest first.
  public private(set) var earlier: [HistorySegment] = []

  /// A scenario opened at its start.
  public init(opening scenario: OpenScenario) {
    current = HistorySegment(scenario: scenario, origin: 0, cause: .opened)
  }

  /// The scenario.
  public var scenario: OpenScenario { current.scenario }

  /// Applies a live action.
  @discardableResult
  public mutating func perform(_ action: AppleAction) -> ActionOutcome {
    current.perform(action)
  }

  /// Moves to a script position, keeping the present for `u`.
  public mutating func jump(to position: Int, cause: HistoryCause) {
    earlier.append(current)
    current = HistorySegment(scenario: current.scenario, origin: position, cause: cause)
  }

  /// Steps back once: the last live action, or else the last jump; nil at the moment the
  /// scenario was opened.
  public mutating func undo() -> SessionHistory.Undone? {
    if let action = current.undoLast() { return .action(action) }
    guard let previous = earlier.popLast() else { return nil }
    let cause = current.cause
    current = previous
    return .cause(cause)
  }
}
