extension ExploreSweepKind {
  /// Apple's sweep (``Explorer``), the default platform.
  public static let apple = ExploreSweepKind(
    platform: .apple, ownOptions: ExploreSpace.ownOptions
  ) { options throws(ExploreOptionError) in Explorer(space: try ExploreSpace(reading: options)) }

  /// Google Play's sweep (``PlayExplorer``).
  public static let googlePlay = ExploreSweepKind(
    platform: .googlePlay, ownOptions: PlayExploreSpace.ownOptions
  ) { options throws(ExploreOptionError) in
    PlayExplorer(space: try PlayExploreSpace(reading: options))
  }

  /// The platforms `explore --platforms` sweeps, the default first: the one line a platform's
  /// sweep adds.
  public static let builtIn: [ExploreSweepKind] = [.apple, .googlePlay]
}
