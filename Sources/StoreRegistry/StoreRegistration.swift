import AgeScreen
import Analyses
import Prompts
import Scenarios
import StoreCommands

/// Everything one store gives AgeTUI's shared layers, as one value: a store registers itself by
/// adding its registration to `Stores.registered`, one line, and each layer's list is read off
/// those registrations in that order (docs/architecture.md, "A store").
///
/// A part a store does not have is nil (an empty list for built-ins): Apple's screens are the
/// TUI's host rather than a side beside it.
public struct StoreRegistration: Sendable {
  /// The store's section of a scenario file; nil for a store scenario files cannot name.
  public let scenarioSection: (any ScenarioSection)?
  /// The store's system surfaces for `agetui prompts`; nil for a store whose catalogue is not
  /// written yet, which `prompts` then leaves out.
  public let promptSource: (any PromptSource)?
  /// The store's side for `compare`: `--store`'s name, `--by`'s settings, a `--by platform`
  /// column.
  public let compareSide: CompareSideKind
  /// The store's sweep for `explore --platforms`.
  public let exploreSweep: ExploreSweepKind
  /// The store's side of the TUI, nil for a store the TUI does not show.
  public let screenSide: StoreSideKind?
  /// The store's side of `run`'s screen formats (cast, html, svg, png): `run --store`'s name;
  /// nil for a store that draws none (the test-only kiosk).
  public let runScreens: RunScreenKind?
  /// The store's diagram for `graph --platform`; nil for a store without one.
  public let graph: GraphKind?
  /// The store's pictures in `prompts --format html`; nil for a store without them.
  public let promptPictures: PromptPictureKind?
  /// The store's built-in scenarios in display order, embedded from its room's `Store/BuiltIn`;
  /// `agetui scenarios` lists every store's, in registration order. A scenario on several
  /// stores is in the room of the last store it needs.
  public let builtIns: [BuiltInScenario]

  /// Creates a store's registration from its parts.
  public init(
    scenarioSection: (any ScenarioSection)?, promptSource: (any PromptSource)?,
    compareSide: CompareSideKind, exploreSweep: ExploreSweepKind, screenSide: StoreSideKind?,
    runScreens: RunScreenKind?, graph: GraphKind?, promptPictures: PromptPictureKind?,
    builtIns: [BuiltInScenario] = []
  ) {
    self.scenarioSection = scenarioSection
    self.promptSource = promptSource
    self.compareSide = compareSide
    self.exploreSweep = exploreSweep
    self.screenSide = screenSide
    self.runScreens = runScreens
    self.graph = graph
    self.promptPictures = promptPictures
    self.builtIns = builtIns
  }
}
