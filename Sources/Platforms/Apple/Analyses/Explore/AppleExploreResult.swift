import Analyses
import FlowEngine
import Reports
import Scenarios

/// A whole sweep: every case's outcome, the states and transitions visited, and every broken
/// invariant.
public struct AppleExploreResult: Sendable {
  /// What was swept.
  public let space: AppleExploreSpace
  /// The distinct outcomes, numbered in order of first appearance in case order.
  public let outcomes: [AppleExploreOutcome]
  /// Each case's outcome number, in case order.
  public let caseOutcomes: [Int32]
  /// The number of violations on each failing case's path, by case number.
  public let violationCounts: [Int: Int]
  /// The number of distinct states visited (`AppleExploreState`).
  public let stateCount: Int
  /// The number of distinct (state, action, state) transitions taken.
  public let transitionCount: Int
  /// How many actions were applied in all.
  public let actionCount: Int
  /// Every broken invariant, ordered by the first case that met it.
  public let failures: [AppleExploreFailure]

  /// Merges partials that tile the space in order.
  init(space: AppleExploreSpace, tiles: [AppleExplorePartial]) {
    self.space = space
    var outcomes: [AppleExploreOutcome] = []
    var numbers: [AppleExploreOutcome: Int32] = [:]
    var caseOutcomes: [Int32] = []
    caseOutcomes.reserveCapacity(space.caseCount)
    var violationCounts: [Int: Int] = [:]
    var states: Set<Int> = []
    var transitions: Set<Int> = []
    var actionCount = 0
    var failures: [AppleExploreFailure] = []
    for tile in tiles {
      // Renumber in case order, so the numbering never depends on how the space was split.
      var renumbered = [Int32?](repeating: nil, count: tile.outcomes.count)
      for local in tile.caseOutcomes {
        if let number = renumbered[Int(local)] {
          caseOutcomes.append(number)
          continue
        }
        let outcome = tile.outcomes[Int(local)]
        let number: Int32
        if let known = numbers[outcome] {
          number = known
        } else {
          number = Int32(outcomes.count)
          outcomes.append(outcome)
          numbers[outcome] = number
        }
        renumbered[Int(local)] = number
        caseOutcomes.append(number)
      }
      violationCounts.merge(tile.violationCounts) { $0 + $1 }
      if states.isEmpty {
        states = tile.states
        transitions = tile.transitions
      } else {
        states.formUnion(tile.states)
        transitions.formUnion(tile.transitions)
      }
      actionCount += tile.actionCount
      failures += tile.failures
    }
    self.outcomes = outcomes
    self.caseOutcomes = caseOutcomes
    self.violationCounts = violationCounts
    self.stateCount = states.count
    self.transitionCount = transitions.count
    self.actionCount = actionCount
    self.failures = failures.sorted {
      ($0.caseIndices.first ?? 0, $0.path.count) < ($1.caseIndices.first ?? 0, $1.path.count)
    }
  }

  /// The number of cases.
  public var caseCount: Int { caseOutcomes.count }

  /// How many cases end in each outcome, by outcome number.
  public var casesPerOutcome: [Int] {
    var counts = [Int](repeating: 0, count: outcomes.count)
    for number in caseOutcomes { counts[Int(number)] += 1 }
    return counts
  }

  /// The number of cases whose paths broke an invariant.
  public var failingCaseCount: Int { violationCounts.count }
}
