import Analyses

extension ExploreSweepKind {
  /// The sweeps of the registered stores that `platforms` names (nil: the default's alone).
  public static func sweeps(named platforms: String?, options: ExploreOptions)
    throws(ExploreOptionError) -> [any PlatformSweep]
  {
    try sweeps(named: platforms, options: options, kinds: Stores.exploreSweeps)
  }
}
