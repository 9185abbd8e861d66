import Scenarios

/// A platform `compare` can replay: the settings its side is compared by, the rows it shows,
/// and how it makes its side of a scenario. ``Comparison`` picks the side from a list of them
/// (``builtIn``: Apple's, then Google Play's), by the platform asked for or, by default, the
/// first the scenario runs on, and says which platform has a setting when the side asked for
/// does not. The command line's `--store` and `--by` words are read from the same list.
public struct CompareSideKind: Sendable {
  /// The platform replayed.
  public let platform: ScenarioPlatform
  /// The settings its side is compared by, in Tab's order.
  public let dimensions: [CompareDimension]
  /// The rows its side shows, in order (`refused` only when some column refused).
  public let aspects: [CompareAspect]
  /// Its side of a scenario that runs on it.
  let side: @Sendable (Scenario) throws(CompareError) -> any CompareSide

  /// A platform compared by `dimensions`, showing `aspects`, whose side of a scenario `side`
  /// makes.
  public init(
    platform: ScenarioPlatform, dimensions: [CompareDimension], aspects: [CompareAspect],
    side: @escaping @Sendable (Scenario) throws(CompareError) -> any CompareSide
  ) {
    self.platform = platform
    self.dimensions = dimensions
    self.aspects = aspects
    self.side = side
  }

  /// The kind of `kinds` that replays `platform`, or nil.
  public static func named(_ platform: ScenarioPlatform, in kinds: [CompareSideKind])
    -> CompareSideKind?
  {
    kinds.first { $0.platform == platform }
  }

  /// Every setting some kind of `kinds` is compared by, each once, in the order the kinds
  /// list them: `--by`'s words before `platform`.
  public static func dimensions(of kinds: [CompareSideKind]) -> [CompareDimension] {
    kinds.flatMap(\.dimensions).reduce(into: []) { all, dimension in
      if !all.contains(dimension) { all.append(dimension) }
    }
  }
}
