/// One platform's sweep as `explore --platforms` runs it on many threads: its worlds cut into
/// runs that are explored alone (on any thread, in any order), then merged into its report.
/// Apple's ``AppleExplorer`` is a sweep; another store brings its own from its room, with an
/// ``ExploreSection`` for its report.
public protocol PlatformSweep: Sendable {
  /// What one run of worlds leaves to merge.
  associatedtype Partial: Sendable
  /// The report the merged runs make.
  associatedtype Section: ExploreSection

  /// The platform swept.
  var platform: ExplorePlatform { get }
  /// How many worlds the sweep cuts into runs.
  var settingCount: Int { get }
  /// Explores the worlds at `settings` (a run: a range of `0..<settingCount`).
  func explore(settings: Range<Int>) -> Partial
  /// The report of every run's partial, given in any order.
  func report(merging partials: [Partial]) -> Section
}
