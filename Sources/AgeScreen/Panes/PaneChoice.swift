import Apple
import FlowEngine

/// What choosing an item of a pane does: the pane decides, the shell performs it.
public enum PaneChoice: Hashable, Sendable {
  /// Perform `action` on the simulation; `keepsSelection` keeps the cursor on the item chosen
  /// (cycling a setting is Enter, Enter, Enter) instead of where the lists refresh it to.
  case perform(SimulationAction, keepsSelection: Bool)
  /// Nothing to choose here: say why on the notice line.
  case explain(String)
  /// Nothing happens, silently.
  case nothing
}
