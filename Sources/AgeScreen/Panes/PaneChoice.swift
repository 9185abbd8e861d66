/// What choosing an item of a pane does: the pane decides, the shell performs it.
public enum PaneChoice<Action: Hashable & Sendable>: Hashable, Sendable {
  /// Perform `action` on the story; `keepsSelection` keeps the cursor on the item chosen
  /// (cycling a setting is Enter, Enter, Enter) instead of where the lists refresh it to.
  case perform(Action, keepsSelection: Bool)
  /// Nothing to choose here: say why on the notice line.
  case explain(String)
  /// Nothing happens, silently.
  case nothing
}
