import Analyses

extension ExploreSweepKind {
  /// Google Play's sweep (``PlayExplorer``).
  public static let googlePlay = ExploreSweepKind(
    platform: .googlePlay, ownOptions: PlayExploreSpace.ownOptions
  ) { options throws(ExploreOptionError) in
    PlayExplorer(space: try PlayExploreSpace(reading: options))
  }
}
