import Prompts
import Scenarios

extension PromptCatalogue {
  /// The catalogue of every built-in scenario, for the surfaces of `stores` (both by default).
  public init(stores: [StoreName] = StoreName.allCases) {
    self.init(scenarios: ScenarioLibrary.all, stores: stores)
  }
}
