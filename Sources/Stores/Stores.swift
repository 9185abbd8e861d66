import AgeScreen
import AmazonAppstoreStore
import Analyses
import AppleStore
import GooglePlayStore
import Prompts
import Scenarios
import StoreCommands
import StoreRegistry

/// The stores AgeTUI simulates, listed in one place: each store's room
/// (`Sources/Platforms/NAME`) defines its store as one ``StoreDefinition`` (its parts for every
/// shared layer and the types of its own command-line flags), ``Listed`` lists them, one line
/// each, and the layers that cannot name a store are handed the lists read off it
/// (docs/architecture.md, "A store").
public enum Stores {
  // swift-format-ignore
  /// Every store, one line each (kept so by hand: the formatter would nest them), in the order
  /// their parts are played, listed, compared, swept and shown; the first is each command's
  /// default.
  public typealias Listed =
    StoreListed<AppleDefinition,
    StoreListed<GooglePlayDefinition,
    StoreListed<AmazonAppstoreDefinition,
    NoStores>>>

  /// Every store's registration, in ``Listed``'s order.
  public static let registered: [StoreRegistration] = Listed.registrations

  /// Every store's section of a scenario file, in the order their parts are read, played and
  /// reported.
  public static let scenarioSections: [any ScenarioSection] = registered.compactMap(
    \.scenarioSection)

  /// Each store's system surfaces for `agetui prompts`, Apple's first.
  public static let promptSources: [any PromptSource] = registered.compactMap(\.promptSource)

  /// The sides `compare` replays, the default first: `--store`'s names, `--by`'s settings and
  /// the columns of `--by platform`, in the order they stand side by side.
  public static let compareSides: [CompareSideKind] = registered.map(\.compareSide)

  /// The sweeps `explore --platforms` runs, the default first: its names and sections' order.
  public static let exploreSweeps: [ExploreSweepKind] = registered.map(\.exploreSweep)

  /// The sides the TUI shows, Apple's first, in the order `o` goes through them: the TUI's
  /// session (`StoreSession`) and `agetui notes` (`NotesReplay`) are handed this list.
  public static let screenSides: [StoreSideKind] = registered.compactMap(\.screenSide)

  /// The sides `run`'s screen formats (cast, html, svg, png) draw, the default first: `run
  /// --store`'s names, and the sides of the storyboard page, in order.
  public static let runScreens: [RunScreenKind] = registered.compactMap(\.runScreens)

  /// The diagrams `graph` draws, the default first: `graph --platform`'s names.
  public static let graphs: [GraphKind] = registered.compactMap(\.graph)

  /// Each store's pictures in `prompts --format html`, by the catalogue section they draw.
  public static let promptPictures: [PromptPictureKind] = registered.compactMap(\.promptPictures)

  /// Each store's own `ask` flags, one option group per store, the default first: `ask
  /// --platform`'s names, and `--help`'s sections under each store's name. A flag of one store
  /// given with `--platform` another is refused by name.
  public typealias AskFlags = Listed.AskFlags

  /// Each store's own `explore` axes, one option group per store: `--help`'s sections under
  /// each store's name; each store's space reads them by name.
  public typealias ExploreFlags = Listed.ExploreFlags
}
