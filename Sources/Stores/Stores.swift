import AgeScreen
import GooglePlayScenarios
import GooglePlayScreen
import Scenarios

/// The stores AgeTUI simulates beside Apple's, registered in one place: each store's room
/// (`Sources/Platforms/NAME`) gives its parts here, and the layers that cannot name a store are
/// handed them from here (docs/architecture.md, "A store").
public enum Stores {
  /// The scenario file sections of the stores other than Apple (whose part is the file's
  /// top-level `script`), in the order their parts are played and reported.
  public static let scenarioSections: [any ScenarioSection] = [PlayScenarioSection()]

  /// The sides the TUI shows beside Apple's, in the order `o` goes through them: the TUI's
  /// session (`StoreSession`) and `agetui notes` (`NotesReplay`) are handed this list.
  public static let screenSides: [StoreSideKind] = [.googlePlay(finder: PlaySide.ofScenario)]
}
