import AgeScreen
import GooglePlay

/// One state of a Play session: the world, where it stands against the script, and where the
/// step on screen began in the trace (its entries are this step's).
public struct PlayMoment: Hashable, Sendable {
  /// The world now.
  public var world: PlayWorld
  /// The script steps played (0 before the first).
  public var position: Int
  /// The script position live actions left, nil while on the script.
  public var leftAt: Int?
  /// The trace entries before the step on screen.
  public var traceStart: Int
  /// How many live actions changed the world since the script was left (the speaker notes
  /// count them).
  public var liveActions: Int
  /// What made this state, which `u` names when it takes it back.
  public var madeBy: Change

  /// What made a state.
  public enum Change: Hashable, Sendable {
    /// An action someone took on a screen.
    case action(PlayAction)
    /// A walkthrough jump, for the key's reason (nil from a journal written before reasons
    /// were kept).
    case jump(HistoryCause?)
  }

  /// Where a state stands against the script and what made it: everything but its world.
  struct Stance: Hashable, Sendable {
    var position: Int
    var leftAt: Int?
    var traceStart: Int
    var liveActions: Int
    var madeBy: Change
  }

  /// Everything but the world.
  var stance: Stance {
    Stance(
      position: position, leftAt: leftAt, traceStart: traceStart, liveActions: liveActions,
      madeBy: madeBy)
  }

  /// The moment of `world`, standing where `stance` says.
  init(world: PlayWorld, stance: Stance) {
    self.init(
      world: world, position: stance.position, leftAt: stance.leftAt,
      traceStart: stance.traceStart, liveActions: stance.liveActions, madeBy: stance.madeBy)
  }

  /// Creates a moment.
  public init(
    world: PlayWorld, position: Int, leftAt: Int? = nil, traceStart: Int, liveActions: Int = 0,
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
