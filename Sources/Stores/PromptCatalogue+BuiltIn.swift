import FlowEngine
import Prompts
import Scenarios

extension PromptCatalogue {
  /// The catalogue of `scenarios` (every built-in by default), for the surfaces of the stores in
  /// `stores` (every registered store's by default).
  public init(scenarios: [Scenario] = ScenarioLibrary.all, stores: [ScenarioPlatform]? = nil) {
    self.init(scenarios: scenarios, sources: Stores.promptSources, listing: stores)
  }
}
