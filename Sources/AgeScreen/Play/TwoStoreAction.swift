/// What a key asks of a scenario on both stores: the side shown acts, or the sides switch.
public enum TwoStoreAction: Hashable, Sendable {
  /// The Apple shell's action.
  case apple(ShellAction)
  /// The Play shell's action.
  case play(PlayShellAction)
  /// Show the other store.
  case switchStore
}
