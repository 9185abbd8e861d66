import Scenarios

/// A platform `compare` can replay: the settings its side is compared by, and how it makes its
/// side of a scenario. ``Comparison`` picks the side from a list of them (``builtIn``: Apple's,
/// then Google Play's), by the platform asked for or, by default, the first the scenario runs
/// on, and says which platform has a setting when the side asked for does not.
public struct CompareSideKind: Sendable {
  /// The platform replayed.
  public let platform: ScenarioPlatform
  /// The settings its side is compared by, in Tab's order.
  public let dimensions: [CompareDimension]
  /// Its side of a scenario that runs on it.
  let side: @Sendable (Scenario) throws(CompareError) -> any CompareSide

  /// A platform compared by `dimensions`, whose side of a scenario `side` makes.
  public init(
    platform: ScenarioPlatform, dimensions: [CompareDimension],
    side: @escaping @Sendable (Scenario) throws(CompareError) -> any CompareSide
  ) {
    self.platform = platform
    self.dimensions = dimensions
    self.side = side
  }
}
