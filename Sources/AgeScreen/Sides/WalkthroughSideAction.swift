/// What a key asks a ``WalkthroughSide`` to do: one of the presenter's actions (``ShellAction``) it shares
/// (the same keys, help and footer), or one every such side has of its own.
public enum WalkthroughSideAction: Hashable, Sendable {
  /// An action the presenter's key table names, handled the same way here.
  case shell(ShellAction)
  /// Shows the Timeline in the fourth pane instead of the store's console, or back.
  case toggleTimeline
  /// Switches to the scenario's next store.
  case switchStore
}
