import Analyses

extension ExploreSweepKind {
  /// Apple's sweep (``Explorer``), the default platform.
  public static let apple = ExploreSweepKind(
    platform: .apple, ownOptions: ExploreSpace.ownOptions
  ) { options throws(ExploreOptionError) in Explorer(space: try ExploreSpace(reading: options)) }
}
