/// What a key asks of a scenario on Apple and another platform: the side shown acts, or the
/// sides switch.
public enum StoreSessionAction<SideAction: Hashable & Sendable>: Hashable, Sendable {
  /// The Apple shell's action.
  case apple(ShellAction)
  /// The other side's action.
  case side(SideAction)
  /// Show the other store.
  case switchStore
  /// What the runtime tells the session: a notice for the side shown, the "not saved" mark for
  /// both, whether the speaker notes follow for Apple's (the notes follow Apple's banner).
  case runtime(RuntimeEvent)
}

/// A key's action in a session on Apple and Google Play.
public typealias TwoStoreAction = StoreSessionAction<PlayShellAction>
