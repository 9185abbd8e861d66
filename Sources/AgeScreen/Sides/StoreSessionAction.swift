/// What a key asks of a scenario on the host's and other stores: the side shown acts, or `o`
/// shows the next side.
public enum StoreSessionAction: Hashable, Sendable {
  /// The host's action (``SessionHost``: Apple's shell).
  case host(ShellAction)
  /// Another platform's side's action.
  case side(SideAction)
  /// A key of the scenario picker, which the session keeps for every side.
  case picker(ShellAction)
  /// Show the next side.
  case switchStore
  /// What the runtime tells the session: a notice for the side shown, the "not saved" mark for
  /// every side, whether the speaker notes follow for the host's (the notes follow its banner).
  case runtime(RuntimeEvent)
}
