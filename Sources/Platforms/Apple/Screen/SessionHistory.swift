import AgeScreen
import Apple
import FlowEngine

/// A session as a timeline of states that `u` walks back through: every live action, every
/// walkthrough jump (`n`, `p`, `w`, auto-play), every reset and every scenario opened is one
/// step back. Nothing a key does can erase what came before it.
///
/// Stored as the scenarios opened, each with its own stretches (``ScenarioHistory``): `u` walks
/// back through the scenario open now, and from the moment it was opened returns to the one
/// before it, exactly as it was left.
public struct SessionHistory: Sendable {
  /// The scenario open now, with what was played in it.
  public private(set) var opened: ScenarioHistory
  /// The scenarios opened before it, oldest first, each as it was left.
  public private(set) var earlierScenarios: [ScenarioHistory] = []

  /// A history that starts with a scenario opened at its start.
  public init(opening scenario: OpenScenario) {
    opened = ScenarioHistory(opening: scenario)
  }

  /// The stretch being played.
  public var current: HistorySegment { opened.current }

  /// Applies a live action.
  @discardableResult
  public mutating func perform(_ action: AppleAction) -> ActionOutcome {
    opened.perform(action)
  }

  /// Moves to a script position of the current scenario, keeping the present for `u`.
  public mutating func jump(to position: Int, cause: HistoryCause) {
    opened.jump(to: position, cause: cause)
  }

  /// Opens another scenario at its start, keeping the present for `u`.
  public mutating func open(_ scenario: OpenScenario) {
    earlierScenarios.append(opened)
    opened = ScenarioHistory(opening: scenario)
  }

  /// What one `u` took back.
  public enum Undone: Hashable, Sendable {
    /// A live action.
    case action(AppleAction)
    /// A jump, reset or opened scenario.
    case cause(HistoryCause)
  }

  /// Steps back once: the last live action, or else the last jump, or else the scenario's
  /// opening; nil at the very start.
  public mutating func undo() -> Undone? {
    if let undone = opened.undo() { return undone }
    guard let previous = earlierScenarios.popLast() else { return nil }
    opened = previous
    return .cause(.opened)
  }
}
