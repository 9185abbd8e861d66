/// One state of a store's side: its world, where it stands against the walkthrough, and where
/// the step on screen began in the trace (its entries are this step's). Every store's side
/// keeps its history as these (Google Play's `PlayMoment`, Amazon's `AmazonMoment`), so `u`,
/// the walkthrough label and the speaker notes read them one way.
public struct SideMoment<World: Hashable & Sendable, Action: Hashable & Sendable>: Hashable,
  Sendable
{
  /// What made a state, which `u` names when it takes it back.
  public enum Change: Hashable, Sendable {
    /// An action someone took on a screen.
    case action(Action)
    /// A walkthrough jump, for the key's reason (nil from a journal written before reasons
    /// were kept).
    case jump(HistoryCause?)
  }

  /// Where a state stands against the walkthrough and what made it: everything but its
  /// world, which an undo history can keep without the world.
  public struct Stance: Hashable, Sendable {
    /// The walkthrough steps played.
    public var position: Int
    /// The walkthrough position live actions left, nil while on the walkthrough.
    public var leftAt: Int?
    /// The trace entries before the step on screen.
    public var traceStart: Int
    /// Live actions since the walkthrough was left.
    public var liveActions: Int
    /// What made the state.
    public var madeBy: Change
  }

  /// The world now.
  public var world: World
  /// The walkthrough steps played (0 before the first).
  public var position: Int
  /// The walkthrough position live actions left, nil while on the walkthrough.
  public var leftAt: Int?
  /// The trace entries before the step on screen.
  public var traceStart: Int
  /// How many live actions changed the world since the walkthrough was left (the speaker
  /// notes count them).
  public var liveActions: Int
  /// What made this state.
  public var madeBy: Change

  /// Creates a moment.
  public init(
    world: World, position: Int, leftAt: Int? = nil, traceStart: Int, liveActions: Int = 0,
    madeBy: Change = .jump(.opened)
  ) {
    self.world = world
    self.position = position
    self.leftAt = leftAt
    self.traceStart = traceStart
    self.liveActions = liveActions
    self.madeBy = madeBy
  }

  /// The moment of `world`, standing where `stance` says.
  public init(world: World, stance: Stance) {
    self.init(
      world: world, position: stance.position, leftAt: stance.leftAt,
      traceStart: stance.traceStart, liveActions: stance.liveActions, madeBy: stance.madeBy)
  }

  /// Everything but the world.
  public var stance: Stance {
    Stance(
      position: position, leftAt: leftAt, traceStart: traceStart, liveActions: liveActions,
      madeBy: madeBy)
  }

  /// `script 2/5`, or `LIVE · left script 2/5` once an action left a walkthrough of
  /// `scriptLength` steps; nil without one.
  public func walkthroughLabel(scriptLength: Int) -> String? {
    guard let leftAt else { return scriptLength > 0 ? "script \(position)/\(scriptLength)" : nil }
    return scriptLength > 0 ? "LIVE · left script \(leftAt)/\(scriptLength)" : "LIVE"
  }
}
