import Analyses

extension ExploreSweepKind {
  /// Apple's sweep (``AppleExplorer``), the default platform.
  public static let apple = ExploreSweepKind(
    platform: .apple, ownOptions: AppleExploreSpace.ownOptions
  ) { options throws(ExploreOptionError) in
    AppleExplorer(space: try AppleExploreSpace(reading: options))
  }
}
