import Analyses
import FlowEngine
import Reports
import Scenarios

/// The sweep of a contiguous run of worlds; partials of consecutive runs merge into an
/// `AppleExploreResult`, so callers may sweep runs concurrently.
public struct AppleExplorePartial: Sendable {
  /// The worlds swept.
  public var settings: Range<Int>
  /// The distinct outcomes met, numbered locally.
  public var outcomes: [AppleExploreOutcome]
  /// The local outcome number of each case of `settings`, in case order.
  public var caseOutcomes: [Int32]
  /// The number of violations on each failing case's path, by case number.
  public var violationCounts: [Int: Int]
  /// The fingerprints of every state visited.
  public var states: Set<Int>
  /// The fingerprints of every transition taken.
  public var transitions: Set<Int>
  /// How many actions were applied (a path shared by several cases is applied once).
  public var actionCount: Int
  /// Every broken invariant, in the order found.
  public var failures: [AppleExploreFailure]

  /// Creates an empty partial for a run of worlds.
  public init(settings: Range<Int>) {
    self.settings = settings
    outcomes = []
    caseOutcomes = []
    violationCounts = [:]
    states = []
    transitions = []
    actionCount = 0
    failures = []
  }
}
