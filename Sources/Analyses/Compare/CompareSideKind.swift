import Scenarios

/// A platform `compare` can replay: the settings its side is compared by, the rows it shows,
/// and how it makes its side of a scenario. ``Comparison`` picks the side from a list of them
/// (the stores registered, Apple's ``apple`` first), by the platform asked for or, by default, the
/// first the scenario runs on, and says which platform has a setting when the side asked for
/// does not. The command line's `--store` and `--by` words are read from the same list.
public struct CompareSideKind: Sendable {
  /// The platform replayed.
  public let platform: ScenarioPlatform
  /// The settings its side is compared by, in Tab's order.
  public let dimensions: [CompareDimension]
  /// The rows its side shows, in order (`refused` only when some column refused).
  public let aspects: [CompareAspect]
  /// Its column of `compare --by platform`; nil when it has none.
  public let moments: (any StoreMoments)?
  /// Its side of a scenario that runs on it.
  let side: @Sendable (Scenario) throws(CompareError) -> any CompareSide

  /// A platform compared by `dimensions`, showing `aspects`, whose side of a scenario `side`
  /// makes, and whose column of `--by platform` `moments` phrases (none when nil).
  public init(
    platform: ScenarioPlatform, dimensions: [CompareDimension], aspects: [CompareAspect],
    moments: (any StoreMoments)? = nil,
    side: @escaping @Sendable (Scenario) throws(CompareError) -> any CompareSide
  ) {
    self.platform = platform
    self.dimensions = dimensions
    self.aspects = aspects
    self.moments = moments
    self.side = side
  }

  /// The columns of `compare --by platform` among `kinds`, in their order.
  public static func moments(of kinds: [CompareSideKind]) -> [any StoreMoments] {
    kinds.compactMap(\.moments)
  }

  /// Whether `compare --by platform` puts `scenario`'s runs side by side with `kinds`: it names
  /// two or more of the stores that have a column.
  public static func comparesStores(_ scenario: Scenario, kinds: [CompareSideKind]) -> Bool {
    moments(of: kinds).filter { scenario.platforms.contains($0.platform) }.count > 1
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

extension CompareSideKind: Equatable {
  /// Whether both are the same store's side: a store registers one, so its platform names it
  /// (a shell that holds the list stays comparable as a value).
  public static func == (lhs: CompareSideKind, rhs: CompareSideKind) -> Bool {
    lhs.platform == rhs.platform
  }
}
