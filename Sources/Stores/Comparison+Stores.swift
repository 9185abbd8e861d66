import Analyses
import Scenarios

extension Comparison {
  /// Compares at a chosen step on the side of the registered stores (``Stores/compareSides``)
  /// that `platform` names or the scenario runs on first.
  public init(
    scenario: Scenario, by dimension: CompareDimension, values: [String]? = nil,
    at choice: CompareStep, platform: ScenarioPlatform? = nil
  ) throws(CompareError) {
    try self.init(
      scenario: scenario, by: dimension, values: values, at: choice, platform: platform,
      kinds: Stores.compareSides)
  }

  /// Compares at walkthrough step `step` (the end when nil) on the side of the registered
  /// stores (``Stores/compareSides``) that `platform` names or the scenario runs on first.
  public init(
    scenario: Scenario, by dimension: CompareDimension, values: [String]? = nil,
    at step: Int? = nil, platform: ScenarioPlatform? = nil
  ) throws(CompareError) {
    try self.init(
      scenario: scenario, by: dimension, values: values, at: step, platform: platform,
      kinds: Stores.compareSides)
  }
}
