import AgeScreen
import Analyses
import AppleStore
import GooglePlayStore
import Prompts
import Scenarios
import StoreRegistry

/// The stores AgeTUI simulates, registered in one place: each store's room
/// (`Sources/Platforms/NAME`) gives its parts as one ``StoreRegistration`` in ``registered``, and
/// the layers that cannot name a store are handed the lists read off it (docs/architecture.md,
/// "A store").
public enum Stores {
  /// Every store, one line each, in the order their parts are played, listed, compared, swept
  /// and shown; the first is each command's default.
  public static let registered: [StoreRegistration] = [
    .apple,
    .googlePlay,
  ]

  /// The scenario file sections of the stores other than Apple (whose part is the file's
  /// top-level `script`), in the order their parts are played and reported.
  public static let scenarioSections: [any ScenarioSection] = registered.compactMap(
    \.scenarioSection)

  /// Each store's system surfaces for `agetui prompts`, Apple's first.
  public static let promptSources: [any PromptSource] = registered.map(\.promptSource)

  /// The sides `compare` replays, the default first: `--store`'s names, `--by`'s settings and
  /// the columns of `--by platform`, in the order they stand side by side.
  public static let compareSides: [CompareSideKind] = registered.map(\.compareSide)

  /// The sweeps `explore --platforms` runs, the default first: its names and sections' order.
  public static let exploreSweeps: [ExploreSweepKind] = registered.map(\.exploreSweep)

  /// The sides the TUI shows beside Apple's, in the order `o` goes through them: the TUI's
  /// session (`StoreSession`) and `agetui notes` (`NotesReplay`) are handed this list.
  public static let screenSides: [StoreSideKind] = registered.compactMap(\.screenSide)
}
