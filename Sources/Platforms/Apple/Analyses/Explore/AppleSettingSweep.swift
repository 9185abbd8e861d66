import Analyses
import Apple
import FlowEngine
import Reports
import Scenarios

/// The sweep of one run of worlds, accumulating into a partial.
struct AppleSettingSweep {
  /// One point of a world's tree: a simulation and the answer combinations that reach it.
  struct Node {
    var simulation: AppleSimulation
    var fingerprint: Int
    var answers: [Int]
    var path: [AppleAction]
    var promptShown: Bool
    var violations: Int
    /// The last action was refused or changed nothing, so the next would repeat it forever
    /// (the next action depends only on the state).
    var isStuck: Bool
  }

  let explorer: AppleExplorer
  var partial: AppleExplorePartial
  var outcomeNumbers: [AppleExploreOutcome: Int32] = [:]

  init(explorer: AppleExplorer, partial: AppleExplorePartial) {
    self.explorer = explorer
    self.partial = partial
    self.partial.caseOutcomes.reserveCapacity(partial.settings.count * explorer.space.answerCount)
  }

  mutating func explore(setting index: Int) {
    let space = explorer.space
    let setting = space.setting(at: index)
    let cases = (0..<space.answerCount).map { space.exploreCase(setting: setting, answer: $0) }
    let firstCase = index * space.answerCount
    var outcomes = [Int32](repeating: 0, count: cases.count)
    let initial = AppleSimulation(world: setting.world(in: space))
    let root = AppleExploreState.fingerprint(initial)
    partial.states.insert(root)
    var stack = [
      Node(
        simulation: initial, fingerprint: root, answers: Array(cases.indices), path: [],
        promptShown: false, violations: 0, isStuck: false)
    ]
    while let node = stack.popLast() {
      for (action, members) in nextActions(node, cases: cases).reversed() {
        guard let action else {
          let number = intern(AppleExploreOutcome(node.simulation, promptShown: node.promptShown))
          for member in members {
            outcomes[member] = number
            if node.violations > 0 { partial.violationCounts[firstCase + member] = node.violations }
          }
          continue
        }
        stack.append(
          apply(action, to: node, members: members, setting: setting, firstCase: firstCase))
      }
    }
    partial.caseOutcomes.append(contentsOf: outcomes)
  }

  /// The next action of each group of answers at a node; nil for the answers that are done.
  private func nextActions(_ node: Node, cases: [AppleExploreCase]) -> [(AppleAction?, [Int])] {
    if node.path.isEmpty { return [(.launchApp(.childPhone), node.answers)] }
    if node.isStuck || node.path.count >= AppleExplorer.maximumPathLength {
      return [(nil, node.answers)]
    }
    var groups: [(AppleAction?, [Int])] = []
    for member in node.answers {
      let action = AppleExplorer.nextAction(in: node.simulation, for: cases[member])
      if let index = groups.firstIndex(where: { $0.0 == action }) {
        groups[index].1.append(member)
      } else {
        groups.append((action, [member]))
      }
    }
    return groups
  }

  private mutating func apply(
    _ action: AppleAction, to node: Node, members: [Int], setting: AppleExploreSetting,
    firstCase: Int
  ) -> Node {
    let step = node.simulation.applying(action)
    let after = step.simulation
    let fingerprint = AppleExploreState.fingerprint(after)
    partial.states.insert(fingerprint)
    partial.transitions.insert(
      AppleExploreState.fingerprint(from: node.fingerprint, action: action, to: fingerprint))
    partial.actionCount += 1
    let path = node.path + [action]
    let violations = explorer.check(node.simulation, action, step)
    for violation in violations {
      partial.failures.append(
        AppleExploreFailure(
          violation: violation, setting: setting, path: path,
          caseIndices: members.map { firstCase + $0 }))
    }
    let promptShown =
      node.promptShown
      || after.devices.contains {
        if case .ageRangePrompt? = $0.sheet { return true }
        return false
      }
    return Node(
      simulation: after, fingerprint: fingerprint, answers: members, path: path,
      promptShown: promptShown, violations: node.violations + violations.count,
      isStuck: step.wasRejected || fingerprint == node.fingerprint)
  }

  private mutating func intern(_ outcome: AppleExploreOutcome) -> Int32 {
    if let number = outcomeNumbers[outcome] { return number }
    let number = Int32(partial.outcomes.count)
    partial.outcomes.append(outcome)
    outcomeNumbers[outcome] = number
    return number
  }
}
