import AgeScreen
import Scenarios

extension NotesReplay {
  /// An empty replay opening scenarios with `opener` and finding the sides of every registered
  /// store (``Stores/screenSides``), as the TUI does.
  public init(opener: ScenarioOpener) {
    self.init(opener: opener, kinds: Stores.screenSides)
  }
}
