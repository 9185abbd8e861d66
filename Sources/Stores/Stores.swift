import AgeScreen
import Analyses
import AppleCommands
import ArgumentParser
import GooglePlayAnalyses
import GooglePlayCommands
import GooglePlayPrompts
import GooglePlayScenarios
import GooglePlayScreen
import Prompts
import Scenarios
import StoreCommands

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

  /// The sides `run`'s screen formats (cast, html, svg, png) draw, the default first: `run
  /// --store`'s names, and the sides of the storyboard page, in order.
  public static let runScreens: [RunScreenKind] = [.apple, .googlePlay]

  /// The diagrams `graph` draws, the default first: `graph --platform`'s names.
  public static let graphs: [GraphKind] = [.apple, .googlePlay]

  /// Each store's pictures in `prompts --format html`, by the catalogue section they draw.
  public static let promptPictures: [PromptPictureKind] = [.apple, .googlePlay]

  /// Each store's own `ask` flags, one option group per store (its one entry), the default
  /// first: `ask --platform`'s names, and `--help`'s sections under each store's name. A flag
  /// of one store given with `--platform` another is refused by name.
  public struct AskFlags: ParsableArguments {
    @OptionGroup(title: "Apple options") var apple: AppleAskOptions
    @OptionGroup(title: "Google Play options") var googlePlay: PlayAskOptions

    /// Every store's flags at their defaults.
    public init() {}
  }

  /// Each store's own `explore` axes, one option group per store (its one entry): `--help`'s
  /// sections under each store's name; each store's space reads them by name.
  public struct ExploreFlags: ParsableArguments {
    @OptionGroup(title: "Apple options") var apple: AppleExploreOptions
    @OptionGroup(title: "Google Play options") var googlePlay: PlayExploreOptions

    /// Every store's axes at their defaults.
    public init() {}
  }
}
