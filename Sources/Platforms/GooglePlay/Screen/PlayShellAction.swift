import AgeScreen

/// What a key asks the Play shell to do: one of the Apple shell's actions it shares (the same
/// keys, help and footer), or one of its own.
public enum PlayShellAction: Hashable, Sendable {
  /// An action the Apple shell's key table names, handled the same way here.
  case shell(ShellAction)
  /// Shows the Timeline in the fourth pane instead of Play Console, or back.
  case toggleTimeline
  /// Switches to the scenario's other store (a scenario that names both).
  case switchStore
}
