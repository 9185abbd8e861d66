/// What a key asks of a scenario on both stores: the side shown acts, or the sides switch.
public enum TwoStoreAction: Hashable, Sendable {
  /// The Apple shell's action.
  case apple(ShellAction)
  /// The Play shell's action.
  case play(PlayShellAction)
  /// Show the other store.
  case switchStore
  /// What the runtime tells the session: a notice for the side shown, the "not saved" mark for
  /// both, whether the speaker notes follow for Apple's (the notes follow Apple's banner).
  case runtime(RuntimeEvent)
}
