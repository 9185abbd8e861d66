import AgeScreen
import Apple
import FlowEngine

/// A session as a timeline of states that `u` walks back through: every live action, every
/// walkthrough jump (`n`, `p`, `w`, auto-play), every reset and every scenario opened is one
/// step back. Nothing a key does can erase what came before it.
///
/// Stored as stretches (`HistorySegment`): a jump or an opened scenario starts a new one and
/// keeps the old one whole, so undoing the jump returns to exactly the state it left.
public struct SessionHistory: Sendable {
  /// The stretch being played.
  public private(set) var current: HistorySegment
  /// The stretches before it, oldest first.
  public private(set) var earlier: [HistorySegment] = []

  /// A history that starts with a scenario opened at its start.
  public init(opening scenario: OpenScenario) {
    current = HistorySegment(scenario: scenario, origin: 0, cause: .opened)
  }

  /// Applies a live action.
  @discardableResult
  public mutating func perform(_ action: AppleAction) -> ActionOutcome {
    current.perform(action)
  }

  /// Moves to a script position of the current scenario, keeping the present for `u`.
  public mutating func jump(to position: Int, cause: HistoryCause) {
    begin(HistorySegment(scenario: current.scenario, origin: position, cause: cause))
  }

  /// Opens another scenario at its start, keeping the present for `u`.
  public mutating func open(_ scenario: OpenScenario) {
    begin(HistorySegment(scenario: scenario, origin: 0, cause: .opened))
  }

  /// What one `u` took back.
  public enum Undone: Hashable, Sendable {
    /// A live action.
    case action(AppleAction)
    /// A jump, reset or opened scenario.
    case cause(HistoryCause)
  }

  /// Steps back once: the last live action, or else the last jump; nil at the very start.
  public mutating func undo() -> Undone? {
    if let action = current.undoLast() { return .action(action) }
    guard let previous = earlier.popLast() else { return nil }
    let cause = current.cause
    current = previous
    return .cause(cause)
  }

  private mutating func begin(_ segment: HistorySegment) {
    earlier.append(current)
    current = segment
  }
}
