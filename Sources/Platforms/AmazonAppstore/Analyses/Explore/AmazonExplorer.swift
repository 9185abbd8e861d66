import AmazonAppstore
import Analyses
import FlowEngine

/// Amazon's sweep as `explore --platforms` runs it: the space's cases, cut into runs that may
/// be explored on any thread and merged in any order.
public struct AmazonExplorer: PlatformSweep {
  /// The space swept.
  public let space: AmazonExploreSpace
  /// Its cases, in order.
  public let cases: [AmazonExploreCase]

  /// The sweep of `space`.
  public init(space: AmazonExploreSpace) {
    self.space = space
    self.cases = space.cases
  }

  /// Amazon Appstore's.
  public var platform: ExplorePlatform { .amazonAppstore }

  /// The space's cases.
  public var settingCount: Int { cases.count }

  /// Plays the cases at `settings`, each with its index.
  public func explore(settings: Range<Int>) -> [(index: Int, outcome: AmazonExploreOutcome)] {
    settings.map { ($0, AmazonExploreOutcome(cases[$0], app: space.app)) }
  }

  /// The merged sweep, in the space's order.
  public func report(merging partials: [[(index: Int, outcome: AmazonExploreOutcome)]])
    -> AmazonExploreReport
  {
    AmazonExploreReport(
      outcomes: partials.joined().sorted { $0.index < $1.index }.map(\.outcome))
  }
}
