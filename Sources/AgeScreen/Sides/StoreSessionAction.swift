/// What a key asks of a scenario on Apple and other platforms: the side shown acts, or `o`
/// shows the next side.
public enum StoreSessionAction: Hashable, Sendable {
  /// The host's action (``SessionHost``: Apple's shell).
  case host(ShellAction)
  /// Another platform's side's action.
  case side(SideAction)
  /// Show the next side.
  case switchStore
  /// What the runtime tells the session: a notice for the side shown, the "not saved" mark for
  /// every side, whether the speaker notes follow for Apple's (the notes follow Apple's banner).
  case runtime(RuntimeEvent)
}
