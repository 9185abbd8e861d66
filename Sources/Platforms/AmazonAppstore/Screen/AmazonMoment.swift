import AgeScreen
import AmazonAppstore

/// One state of Amazon's side: the world, where it stands against the walkthrough, and where
/// the step on screen began in the trace.
public struct AmazonMoment: Hashable, Sendable {
  /// What made a state, which `u` names when it takes it back.
  public enum Change: Hashable, Sendable {
    /// An action someone took on a screen.
    case action(AmazonAction)
    /// A walkthrough jump, for the key's reason.
    case jump(HistoryCause?)
  }

  /// The world now.
  public var world: AmazonWorld
  /// The walkthrough steps played (0 before the first).
  public var position: Int
  /// The walkthrough position live actions left, nil while on the walkthrough.
  public var leftAt: Int?
  /// The trace entries before the step on screen.
  public var traceStart: Int
  /// How many live actions changed the world since the walkthrough was left.
  public var liveActions: Int
  /// What made this state.
  public var madeBy: Change

  /// A moment.
  public init(
    world: AmazonWorld, position: Int, leftAt: Int? = nil, traceStart: Int, liveActions: Int = 0,
    madeBy: Change = .jump(.opened)
  ) {
    self.world = world
    self.position = position
    self.leftAt = leftAt
    self.traceStart = traceStart
    self.liveActions = liveActions
    self.madeBy = madeBy
  }
}
