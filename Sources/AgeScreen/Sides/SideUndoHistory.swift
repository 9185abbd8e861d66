/// The states `u` returns to on a store's side kept as ``SideMoment``s, oldest first.
///
/// A state made by a live action keeps its world only every ``checkpointInterval`` states; the
/// others keep where they stood and the action that made them, and `u` rebuilds their world by
/// applying those actions to the last world kept (at most 31), as Apple's `AppleHistorySegment`
/// keeps its simulation every 32 actions. Keeping every world cost about 12 KiB an action on
/// Google Play's side (each world's trace has an open tail of up to 32 entries of its own). A
/// walkthrough jump's world is the walkthrough's own, shared, so it is always kept.
public struct SideUndoHistory<World: Hashable & Sendable, Action: Hashable & Sendable>: Hashable,
  Sendable
{
  /// One state of the side.
  public typealias Moment = SideMoment<World, Action>

  /// States from one kept world to the next.
  public static var checkpointInterval: Int { 32 }

  /// A state kept whole and the states after it that were not, oldest first.
  private struct Stretch: Hashable, Sendable {
    var whole: Moment
    var rebuilt: [Rebuilt] = []
  }

  /// A state kept without its world: where it stood and the action that made it.
  private struct Rebuilt: Hashable, Sendable {
    var action: Action
    var stance: Moment.Stance
  }

  /// The stretches, oldest first.
  private var stretches: [Stretch] = []

  /// An empty history.
  public init() {}

  /// Whether there is nothing to return to.
  public var isEmpty: Bool { stretches.isEmpty }

  /// How many states keep their world.
  public var keptWorlds: Int { stretches.count }

  /// Keeps `moment` as the newest state.
  public mutating func push(_ moment: Moment) {
    guard case .action(let action) = moment.madeBy, let last = stretches.indices.last,
      stretches[last].rebuilt.count < Self.checkpointInterval - 1
    else {
      stretches.append(Stretch(whole: moment))
      return
    }
    stretches[last].rebuilt.append(Rebuilt(action: action, stance: moment.stance))
  }

  /// Takes the newest state back, its world rebuilt with `apply` (the store's, which made it)
  /// when it was not kept; nil when empty.
  public mutating func pop(applying apply: (Action, inout World) -> Void) -> Moment? {
    guard let last = stretches.indices.last else { return nil }
    guard let newest = stretches[last].rebuilt.popLast() else {
      return stretches.removeLast().whole
    }
    var world = stretches[last].whole.world
    for state in stretches[last].rebuilt + [newest] {
      apply(state.action, &world)
    }
    return Moment(world: world, stance: newest.stance)
  }
}
