import AgeScreen

/// What a key asks of Apple's side: its shell's action, or `o`, which shows the next side.
public enum AppleSideAction: Hashable, Sendable {
  /// The shell's action.
  case shell(ShellAction)
  /// `o`.
  case switchStore
}
