import AgeScreen
import Analyses
import GooglePlayAnalyses
import GooglePlayPrompts
import GooglePlayScenarios
import GooglePlayScreen
import Prompts
import Scenarios

/// The stores AgeTUI simulates, registered in one place: each store's room
/// (`Sources/Platforms/NAME`) gives its parts here, and the layers that cannot name a store are
/// handed them from here (docs/architecture.md, "A store").
public enum Stores {
  /// The scenario file sections of the stores other than Apple (whose part is the file's
  /// top-level `script`), in the order their parts are played and reported.
  public static let scenarioSections: [any ScenarioSection] = [PlayScenarioSection()]

  /// Each store's system surfaces for `agetui prompts`, Apple's first.
  public static let promptSources: [any PromptSource] = [ApplePromptSource(), PlayPromptSource()]

  /// The sides `compare` replays, the default first: `--store`'s names, `--by`'s settings and
  /// the columns of `--by platform`, in the order they stand side by side.
  public static let compareSides: [CompareSideKind] = [.apple, .googlePlay]

  /// The sweeps `explore --platforms` runs, the default first: its names and sections' order.
  public static let exploreSweeps: [ExploreSweepKind] = [.apple, .googlePlay]

  /// The sides the TUI shows beside Apple's, in the order `o` goes through them: the TUI's
  /// session (`StoreSession`) and `agetui notes` (`NotesReplay`) are handed this list.
  public static let screenSides: [StoreSideKind] = [.googlePlay(finder: PlaySide.ofScenario)]
}
