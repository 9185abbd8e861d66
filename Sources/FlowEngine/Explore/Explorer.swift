/// Sweeps an `ExploreSpace`: in every world the person opens the app, then whatever shows is
/// answered with the case's answers (`AutomaticAnswer`, the scenario runner's own rule) until
/// nothing is left to answer; a parent who never answers lets the question expire. Every
/// invariant is checked after every action.
///
/// The answers of one world are swept together as a tree: cases that would take the same next
/// action share it, so an answer that is never asked for (a prompt that never shows, a parent
/// who is never asked) costs nothing. Pure and single-threaded; a caller wanting more cores
/// sweeps disjoint runs of worlds (`explore(settings:)`) and merges them.
public struct Explorer: Sendable {
  /// The invariant check applied after every action.
  public typealias Check =
    @Sendable (Simulation, SimulationAction, SimulationStep) -> [InvariantViolation]

  /// The most actions on one path (a guard against answer loops).
  public static let maximumPathLength = ScenarioRunner.maximumAutomaticSteps

  /// What is swept.
  public let space: ExploreSpace
  /// The check; `Invariant.check` unless a test injects another.
  public let check: Check

  /// Creates an explorer.
  public init(
    space: ExploreSpace,
    check: @escaping Check = { Invariant.check(before: $0, action: $1, after: $2) }
  ) {
    self.space = space
    self.check = check
  }

  /// Sweeps every world, on this thread.
  public func run() -> ExploreResult {
    result(merging: [explore(settings: 0..<space.settingCount)])
  }

  /// Merges partials into the whole sweep. Partials may come in any order; worlds that no
  /// partial covers (or that two cover) are swept here, so the result always covers the space
  /// exactly once.
  public func result(merging partials: [ExplorePartial]) -> ExploreResult {
    var tiles: [ExplorePartial] = []
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
    return ExploreResult(space: space, tiles: tiles)
  }

  /// Sweeps a run of worlds.
  public func explore(settings: Range<Int>) -> ExplorePartial {
    var sweep = SettingSweep(explorer: self, partial: ExplorePartial(settings: settings))
    for index in settings {
      sweep.explore(setting: index)
    }
    return sweep.partial
  }

  /// The action a case takes next in a simulation: its declared answer to whatever shows, or,
  /// for a parent who never answers, the clock moved to the pending question's expiry.
  public static func nextAction(in simulation: Simulation, for exploreCase: ExploreCase)
    -> SimulationAction?
  {
    if let answer = AutomaticAnswer.next(in: simulation, answers: exploreCase.declaredAnswers) {
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

/// The sweep of one run of worlds, accumulating into a partial.
private struct SettingSweep {
  /// One point of a world's tree: a simulation and the answer combinations that reach it.
  struct Node {
    var simulation: Simulation
    var fingerprint: Int
    var answers: [Int]
    var path: [SimulationAction]
    var promptShown: Bool
    var violations: Int
    /// The last action was refused or changed nothing, so the next would repeat it forever
    /// (the next action depends only on the state).
    var isStuck: Bool
  }

  let explorer: Explorer
  var partial: ExplorePartial
  var outcomeNumbers: [ExploreOutcome: Int32] = [:]

  init(explorer: Explorer, partial: ExplorePartial) {
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
    let initial = Simulation(world: setting.world(in: space))
    let root = ExploreState.fingerprint(initial)
    partial.states.insert(root)
    var stack = [
      Node(
        simulation: initial, fingerprint: root, answers: Array(cases.indices), path: [],
        promptShown: false, violations: 0, isStuck: false)
    ]
    while let node = stack.popLast() {
      for (action, members) in nextActions(node, cases: cases).reversed() {
        guard let action else {
          let number = intern(ExploreOutcome(node.simulation, promptShown: node.promptShown))
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
  private func nextActions(_ node: Node, cases: [ExploreCase]) -> [(SimulationAction?, [Int])] {
    if node.path.isEmpty { return [(.launchApp(.childPhone), node.answers)] }
    if node.isStuck || node.path.count >= Explorer.maximumPathLength {
      return [(nil, node.answers)]
    }
    var groups: [(SimulationAction?, [Int])] = []
    for member in node.answers {
      let action = Explorer.nextAction(in: node.simulation, for: cases[member])
      if let index = groups.firstIndex(where: { $0.0 == action }) {
        groups[index].1.append(member)
      } else {
        groups.append((action, [member]))
      }
    }
    return groups
  }

  private mutating func apply(
    _ action: SimulationAction, to node: Node, members: [Int], setting: ExploreSetting,
    firstCase: Int
  ) -> Node {
    let step = node.simulation.applying(action)
    let after = step.simulation
    let fingerprint = ExploreState.fingerprint(after)
    partial.states.insert(fingerprint)
    partial.transitions.insert(
      ExploreState.fingerprint(from: node.fingerprint, action: action, to: fingerprint))
    partial.actionCount += 1
    let path = node.path + [action]
    let violations = explorer.check(node.simulation, action, step)
    for violation in violations {
      partial.failures.append(
        ExploreFailure(
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

  private mutating func intern(_ outcome: ExploreOutcome) -> Int32 {
    if let number = outcomeNumbers[outcome] { return number }
    let number = Int32(partial.outcomes.count)
    partial.outcomes.append(outcome)
    outcomeNumbers[outcome] = number
    return number
  }
}
