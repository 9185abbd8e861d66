import AgeScreen
import Prompts
import Reports
import Scenarios
import Storyboard

/// What `run` played and was asked, from which a store's ``RunScreens`` are made: the run
/// played once, drawn by every format, and nothing loaded or played again.
public struct RunScreenRequest {
  /// The scenario's text and origin.
  public let document: ScenarioDocument
  /// The scenario as loaded (each store's side opens its part from it; its runs are the
  /// report's).
  public let scenario: Scenario
  /// The run's report, with every store's run.
  public let report: RunReport
  /// The terminal size of a cast or a TUI frame.
  public let size: Size
  /// The storyboard's options (wording marks).
  public let options: StoryboardOptions
  /// The built-in scenarios' prompt catalogue of the stores named (every store's when nil),
  /// made only when a usage error names the built-ins that show a surface.
  public let builtInCatalogue: @Sendable (_ stores: [ScenarioPlatform]?) -> PromptCatalogue
  /// Every store's surfaces, so that a `--step` naming another store's says whose it is.
  public let promptSources: [any PromptSource]

  /// The request for what `run` loaded (`document`, `scenario`) and played (`report`) at `size` with `options`;
  /// `builtInCatalogue` makes the built-ins' catalogue when an error needs it; `promptSources`
  /// are every registered store's.
  public init(
    document: ScenarioDocument, scenario: Scenario, report: RunReport, size: Size,
    options: StoryboardOptions,
    builtInCatalogue: @escaping @Sendable (_ stores: [ScenarioPlatform]?) -> PromptCatalogue,
    promptSources: [any PromptSource]
  ) {
    self.document = document
    self.scenario = scenario
    self.report = report
    self.size = size
    self.options = options
    self.builtInCatalogue = builtInCatalogue
    self.promptSources = promptSources
  }
}
