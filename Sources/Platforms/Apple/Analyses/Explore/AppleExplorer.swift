import Analyses
import Apple
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

/// Sweeps an `AppleExploreSpace`: in every world the person opens the app, then whatever shows is
/// answered with the case's answers (`AppleAutomaticAnswer`, the scenario runner's own rule) until
/// nothing is left to answer; a parent who never answers lets the question expire. Every
/// invariant is checked after every action.
///
/// The answers of one world are swept together as a tree: cases that would take the same next
/// action share it, so an answer that is never asked for (a prompt that never shows, a parent
/// who is never asked) costs nothing. Pure and single-threaded; a caller wanting more cores
/// sweeps disjoint runs of worlds (`explore(settings:)`) and merges them.
public struct AppleExplorer: Sendable {
  /// The invariant check applied after every action.
  public typealias Check =
    @Sendable (AppleSimulation, AppleAction, AppleActionOutcome) -> [InvariantViolation]

  /// The most actions on one path (a guard against answer loops).
  public static let maximumPathLength = AppleScenarioRunner.maximumAutomaticSteps

  /// What is swept.
  public let space: AppleExploreSpace
  /// The check; `Invariant.check` unless a test injects another.
  public let check: Check

  /// Creates an explorer.
  public init(
    space: AppleExploreSpace,
    check: @escaping Check = { Invariant.check(before: $0, action: $1, after: $2) }
  ) {
    self.space = space
    self.check = check
  }

  /// Sweeps every world, on this thread.
  public func run() -> AppleExploreResult {
    result(merging: [explore(settings: 0..<space.settingCount)])
  }

  /// Merges partials into the whole sweep. Partials may come in any order; worlds that no
  /// partial covers (or that two cover) are swept here, so the result always covers the space
  /// exactly once.
  public func result(merging partials: [AppleExplorePartial]) -> AppleExploreResult {
    var tiles: [AppleExplorePartial] = []
    var next = 0
    for partial in partials.sorted(by: { $0.settings.lowerBound < $1.settings.lowerBound }) {
      guard partial.settings.lowerBound >= next else { continue }
      if partial.settings.lowerBound > next {
        tiles.append(explore(settings: next..<partial.settings.lowerBound))
      }
      tiles.append(partial)
      next = partial.settings.upperBound
    }
    if next < space.settingCount {
      tiles.append(explore(settings: next..<space.settingCount))
    }
    return AppleExploreResult(space: space, tiles: tiles)
  }

  /// Sweeps a run of worlds.
  public func explore(settings: Range<Int>) -> AppleExplorePartial {
    var sweep = AppleSettingSweep(explorer: self, partial: AppleExplorePartial(settings: settings))
    for index in settings {
      sweep.explore(setting: index)
    }
    return sweep.partial
  }

  /// The action a case takes next in a simulation: its declared answer to whatever shows, or,
  /// for a parent who never answers, the clock moved to the pending question's expiry.
  public static func nextAction(in simulation: AppleSimulation, for exploreCase: AppleExploreCase)
    -> AppleAction?
  {
    if let answer = AppleAutomaticAnswer.next(in: simulation, answers: exploreCase.declaredAnswers)
    {
      return answer.action
    }
    guard exploreCase.parentAnswer == .never else { return nil }
    let today = simulation.world.today
    for question in simulation.askCenter.pending {
      guard case .significantAppUpdate = question.topic, let expiry = question.expiresOn,
        expiry > today
      else { continue }
      return .advanceClock(.days(expiry.daysSinceEpoch - today.daysSinceEpoch))
    }
    return nil
  }
}
