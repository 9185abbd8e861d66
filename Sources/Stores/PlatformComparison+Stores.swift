import Analyses
import Scenarios

extension PlatformComparison {
  /// Puts the scenario's runs on the registered stores (``Stores/compareSides``' columns) side
  /// by side; `scenariosWithBoth` are named when it names fewer than two.
  public init(scenario: Scenario, scenariosWithBoth: [String]) throws(CompareError) {
    try self.init(
      scenario: scenario, stores: CompareSideKind.moments(of: Stores.compareSides),
      scenariosWithBoth: scenariosWithBoth)
  }
}
