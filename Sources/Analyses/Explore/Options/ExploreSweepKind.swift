import Scenarios

/// A platform `explore --platforms` sweeps: its name there, the options only its space takes,
/// and how it makes its sweep from the command's options. The command picks the sweeps from a
/// list of them (the stores registered, Apple's ``apple`` first), so `--platforms`' names, the
/// order of the sections and the error for another platform's axis come from the list.
public struct ExploreSweepKind: Sendable {
  /// The platform swept: `--platforms`' name, its section's title and keys.
  public let platform: ExplorePlatform
  /// The options only its space takes (`--supervised`, …): naming one without the platform in
  /// `--platforms` is a usage error.
  public let ownOptions: [String]
  /// Its sweep of the space the options describe.
  let sweep: @Sendable (ExploreOptions) throws(ExploreOptionError) -> any PlatformSweep

  /// A platform taking `ownOptions`, whose sweep `sweep` makes.
  public init(
    platform: ExplorePlatform, ownOptions: [String],
    sweep: @escaping @Sendable (ExploreOptions) throws(ExploreOptionError) -> any PlatformSweep
  ) {
    self.platform = platform
    self.ownOptions = ownOptions
    self.sweep = sweep
  }

  /// The sweeps `platforms` names (`apple,google-play`, any case; nil: the first kind's alone),
  /// in `kinds`' order. The first kind is the default platform: its space reads its options
  /// whether it is named or not, first, as `explore` alone sweeps it; every other kind reads
  /// its own when named, and one of its own options without it is an error.
  public static func sweeps(
    named platforms: String?, options: ExploreOptions, kinds: [ExploreSweepKind]
  ) throws(ExploreOptionError) -> [any PlatformSweep] {
    guard let first = kinds.first else { return [] }
    let defaultSweep = try first.sweep(options)
    let known = kinds.map(\.platform.name)
    let names =
      try platforms.map { text throws(ExploreOptionError) in
        try ExploreOptions.list(text, option: "--platforms", known: known) { item in
          ValueSpelling.first(item, in: known, spelled: { $0 })
        }
      } ?? [first.platform.name]
    var sweeps: [any PlatformSweep] = []
    for kind in kinds {
      if names.contains(kind.platform.name) {
        sweeps.append(kind.platform == first.platform ? defaultSweep : try kind.sweep(options))
      } else if kind.platform != first.platform,
        let option = kind.ownOptions.first(where: options.isGiven)
      {
        throw ExploreOptionError(
          "\(option) sets a \(kind.platform.title) axis; add --platforms \(kind.platform.name) "
            + "(or \(first.platform.name),\(kind.platform.name))")
      }
    }
    return sweeps
  }
}
