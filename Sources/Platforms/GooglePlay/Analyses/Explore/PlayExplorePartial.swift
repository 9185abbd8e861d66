import Analyses
import FlowEngine
import GooglePlay

/// A Google Play sweep over a run of worlds, or the whole space once merged: the distinct
/// outcomes in order of first appearance, each case's outcome, and the broken rules.
public struct PlayExplorePartial: Sendable {
  /// A broken rule: the first case that broke it, the actions up to it, and how many cases did.
  public struct Failure: Hashable, Sendable {
    /// The rule and what broke it.
    public var violation: InvariantViolation
    /// The first failing case.
    public var caseIndex: Int
    /// The actions from the world's start to the one that broke the rule.
    public var path: [PlayAction]
    /// How many cases broke it.
    public var caseCount: Int
  }

  /// The worlds covered.
  public var settings: Range<Int>
  /// Distinct outcomes, in order of first appearance.
  public var outcomes: [PlayExploreOutcome] = []
  /// Each case's outcome number, case by case from the first world's first case.
  public var caseOutcomes: [Int32] = []
  /// Cases that broke a rule: the case's number in the whole space → violations on its path.
  public var violationCounts: [Int: Int] = [:]
  /// The actions applied (shared actions once).
  public var actionCount = 0
  /// The first failure of each rule, in order of discovery.
  public var failures: [Failure] = []

  /// An empty sweep of `settings`.
  public init(settings: Range<Int>) {
    self.settings = settings
  }

  /// Cases per outcome.
  public var casesPerOutcome: [Int] {
    var counts = [Int](repeating: 0, count: outcomes.count)
    for number in caseOutcomes { counts[Int(number)] += 1 }
    return counts
  }

  /// Whether every rule held on every case.
  public var passed: Bool { failures.isEmpty }

  /// Joins partials of consecutive worlds into one, renumbering outcomes by first appearance.
  public static func merging(_ partials: [PlayExplorePartial]) -> PlayExplorePartial {
    let sorted = partials.sorted { $0.settings.lowerBound < $1.settings.lowerBound }
    var whole = PlayExplorePartial(
      settings: (sorted.first?.settings.lowerBound ?? 0)..<(sorted.last?.settings.upperBound ?? 0))
    var numbers: [PlayExploreOutcome: Int32] = [:]
    for partial in sorted {
      let map = partial.outcomes.map { outcome -> Int32 in
        if let number = numbers[outcome] { return number }
        let number = Int32(whole.outcomes.count)
        numbers[outcome] = number
        whole.outcomes.append(outcome)
        return number
      }
      whole.caseOutcomes += partial.caseOutcomes.map { map[Int($0)] }
      whole.violationCounts.merge(partial.violationCounts) { $0 + $1 }
      whole.actionCount += partial.actionCount
      for failure in partial.failures {
        if let known = whole.failures.firstIndex(where: {
          $0.violation.rule == failure.violation.rule
        }) {
          whole.failures[known].caseCount += failure.caseCount
        } else {
          whole.failures.append(failure)
        }
      }
    }
    return whole
  }
}
