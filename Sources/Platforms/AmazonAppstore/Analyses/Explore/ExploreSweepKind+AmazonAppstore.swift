import Analyses

extension ExploreSweepKind {
  /// Amazon Appstore's sweep (``AmazonExplorer``): it reads the shared options only.
  public static let amazonAppstore = ExploreSweepKind(platform: .amazonAppstore, ownOptions: []) {
    options throws(ExploreOptionError) in
    AmazonExplorer(space: try AmazonExploreSpace(reading: options))
  }
}
