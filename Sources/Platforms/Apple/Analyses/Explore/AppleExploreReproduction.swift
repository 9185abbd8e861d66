import Analyses
import Apple
import ApplePresentation
import FlowEngine
import Presentation
import Reports
import Scenarios

/// The shortest way found to break one invariant: a world and the actions that break it there.
public struct AppleExploreReproduction: Hashable, Sendable {
  /// The broken rule and what happened on the last action.
  public var violation: InvariantViolation
  /// The world to start in.
  public var setting: AppleExploreSetting
  /// The actions, the last one breaking the rule.
  public var actions: [AppleAction]
  /// Whether no shorter sequence exists from this world: the search covered every sequence of
  /// fewer actions (false when it stopped at its state budget first).
  public var isShortest: Bool
  /// How many states the search visited.
  public var searchedStates: Int
  /// How many cases of the sweep broke this rule.
  public var caseCount: Int
}

extension AppleExplorer {
  /// The states a reproduction search may visit before it settles for what it has.
  public static let reproductionBudget = 100_000

  /// One reproduction per broken rule, in the order the rules were first met: from the world of
  /// the rule's shortest failing path, the shortest action sequence that breaks it again.
  public func reproductions(
    of result: AppleExploreResult, budget: Int = AppleExplorer.reproductionBudget
  ) -> [AppleExploreReproduction] {
    var rules: [Invariant] = []
    var shortest: [Invariant: AppleExploreFailure] = [:]
    var cases: [Invariant: Set<Int>] = [:]
    for failure in result.failures {
      let rule = failure.violation.rule
      if shortest[rule] == nil { rules.append(rule) }
      if shortest[rule].map({ failure.path.count < $0.path.count }) ?? true {
        shortest[rule] = failure
      }
      cases[rule, default: []].formUnion(failure.caseIndices)
    }
    return rules.compactMap { rule in
      guard let failure = shortest[rule] else { return nil }
      var reproduction = shortestReproduction(of: failure, budget: budget)
      reproduction.caseCount = cases[rule]?.count ?? 0
      return reproduction
    }
  }

  /// The shortest action sequence that breaks `failure`'s rule from its world: a breadth-first
  /// search over every action a person could take there (every choice the child's devices,
  /// the parent's iPhone and Settings offer, as the TUI shows them), shorter than the failing
  /// path. The failing path itself when nothing shorter exists.
  public func shortestReproduction(
    of failure: AppleExploreFailure, budget: Int = AppleExplorer.reproductionBudget
  ) -> AppleExploreReproduction {
    let rule = failure.violation.rule
    let initial = AppleSimulation(world: failure.setting.world(in: space))
    var seen: Set<Int> = [AppleExploreState.fingerprint(initial)]
    var frontier: [(AppleSimulation, [AppleAction])] = [(initial, [])]
    var depth = 0
    var complete = true
    search: while depth + 1 < failure.path.count, !frontier.isEmpty {
      var next: [(AppleSimulation, [AppleAction])] = []
      for (simulation, path) in frontier {
        for action in Self.personActions(in: simulation) {
          let step = simulation.applying(action)
          guard !step.wasRejected else { continue }
          if let violation = check(simulation, action, step).first(where: { $0.rule == rule }) {
            return AppleExploreReproduction(
              violation: violation, setting: failure.setting, actions: path + [action],
              isShortest: true, searchedStates: seen.count, caseCount: failure.caseIndices.count)
          }
          guard seen.insert(AppleExploreState.fingerprint(step.simulation)).inserted else {
            continue
          }
          guard seen.count < budget else {
            complete = false
            break search
          }
          next.append((step.simulation, path + [action]))
        }
      }
      frontier = next
      depth += 1
    }
    return AppleExploreReproduction(
      violation: failure.violation, setting: failure.setting, actions: failure.path,
      isShortest: complete, searchedStates: seen.count, caseCount: failure.caseIndices.count)
  }

  /// Every action a person could take in a simulation, in a fixed order: each of the person's
  /// devices (screen buttons, then the sheet's), the parent's iPhone (settings, then the
  /// Messages thread), then Settings, without repeats.
  public static func personActions(in simulation: AppleSimulation) -> [AppleAction] {
    var actions: [AppleAction] = []
    for device in simulation.devices {
      let presentation = AppleChildDevicePresentation(simulation, device: device.id)
      actions += presentation.screenChoices.map(\.action)
      actions += presentation.sheet?.choices.map(\.action) ?? []
    }
    let parent = AppleParentDevicePresentation(simulation)
    actions += parent.choices.map(\.action)
    actions += parent.thread.flatMap { $0.choices.map(\.action) }
    actions += AppleSettingsPresentation(simulation).rows.flatMap { $0.choices.map(\.action) }
    var seen: Set<AppleAction> = []
    return actions.filter { seen.insert($0).inserted }
  }
}
