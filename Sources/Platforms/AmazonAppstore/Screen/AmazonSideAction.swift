import AgeScreen

/// What a key asks Amazon's side to do: one of the Apple shell's actions it shares (the same
/// keys, help and footer), or one of its own.
public enum AmazonSideAction: Hashable, Sendable {
  /// An action the Apple shell's key table names, handled the same way here.
  case shell(ShellAction)
  /// Shows the Timeline in the fourth pane instead of the Developer Console, or back.
  case toggleTimeline
  /// Switches to the scenario's other store.
  case switchStore
}
