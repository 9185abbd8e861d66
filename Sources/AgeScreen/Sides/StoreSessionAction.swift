/// What a key asks of a session: the side shown acts, the scenario picker takes it, or `o`
/// shows the next side.
public enum StoreSessionAction: Hashable, Sendable {
  /// A side's action.
  case side(SideAction)
  /// A key of the scenario picker, which the session keeps for every side.
  case picker(ShellAction)
  /// Show the next side.
  case switchStore
  /// What the runtime tells the session: a notice for the side shown, the "not saved" mark and
  /// whether the speaker notes follow for every side.
  case runtime(RuntimeEvent)
}
