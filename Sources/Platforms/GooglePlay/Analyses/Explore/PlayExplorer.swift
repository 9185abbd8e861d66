import Analyses
import FlowEngine
import GooglePlay

/// Sweeps a `PlayExploreSpace`: in every world the developer declares a significant change in
/// Play Console (effective a week later, or cancelled at once), the child opens the app, the
/// week passes (Play asks a supervised child's parent in Family Link when the change takes
/// effect), and the child opens the app again. Whatever shows is answered with the case's
/// answers: Play's sharing prompt with the prompt answer, Family Link's request with the
/// parent's, after which the waiting app calls `checkAgeSignals` once more. `PlayInvariants`
/// is checked after every action.
///
/// As on Apple, the answers of one world are swept as a tree: an answer never asked for costs
/// nothing. Pure and single-threaded; callers split the worlds into runs and merge them.
public struct PlayExplorer: Sendable {
  /// What is swept.
  public let space: PlayExploreSpace

  /// Creates an explorer.
  public init(space: PlayExploreSpace) {
    self.space = space
  }

  /// Sweeps every world, on this thread.
  public func run() -> PlayExplorePartial {
    explore(settings: 0..<space.settingCount)
  }

  /// Sweeps a run of worlds.
  public func explore(settings: Range<Int>) -> PlayExplorePartial {
    var sweep = Sweep(space: space, partial: PlayExplorePartial(settings: settings))
    for index in settings {
      sweep.explore(setting: index)
    }
    return sweep.partial
  }

  /// One world's script: the case's answers fill in whatever shows during `settle`.
  enum Step {
    case act(PlayAction)
    case settle
  }

  /// One path of a world's tree.
  struct Branch {
    var world: PlayWorld
    var next = 0
    var prompt: Int?
    var parent: Int?
    var promptShown = false
    var parentHandled = false
    var checkedAgain = false
    var path: [PlayAction] = []
    var violations: [InvariantViolation] = []
  }

  /// The sweep's running state over a run of worlds.
  struct Sweep {
    let space: PlayExploreSpace
    var partial: PlayExplorePartial
    var numbers: [PlayExploreOutcome: Int32] = [:]
    var leaves: [(prompt: Int?, parent: Int?, outcome: Int32, violations: [InvariantViolation])] =
      []
    var leafPaths: [[PlayAction]] = []

    mutating func explore(setting index: Int) {
      let world = space.world(setting: index)
      let change = world.app.config.changes.first
      let id = change?.id ?? "significant-change"
      var steps: [Step] = [
        .act(
          .declareChange(
            id: id, description: change?.description ?? "A significant change.",
            effective: space.date.adding(days: PlayExploreSpace.effectiveAfterDays)))
      ]
      if space.change(setting: index) == .cancelled { steps.append(.act(.cancelChange(id: id))) }
      steps += [
        .act(.launch(.childPhone)), .settle,
        .act(.advanceClock(days: PlayExploreSpace.effectiveAfterDays)),
        .act(.close(.childPhone)), .act(.launch(.childPhone)), .settle,
      ]
      leaves = []
      leafPaths = []
      var start = Branch(world: world)
      run(&start, steps)
      record(setting: index)
    }

    /// Plays a branch to its end, forking where an answer not yet fixed is needed.
    mutating func run(_ branch: inout Branch, _ steps: [Step]) {
      while branch.next < steps.count {
        switch steps[branch.next] {
        case .act(let action):
          apply(action, to: &branch)
          branch.next += 1
        case .settle:
          guard let needs = settle(&branch) else {
            branch.next += 1
            branch.parentHandled = false
            branch.checkedAgain = false
            continue
          }
          let values = needs == .prompt ? space.promptAnswers.count : space.parentAnswers.count
          for value in 0..<values {
            var fork = branch
            if needs == .prompt { fork.prompt = value } else { fork.parent = value }
            run(&fork, steps)
          }
          return
        }
      }
      let outcome = PlayExploreOutcome(branch.world, promptShown: branch.promptShown)
      let number: Int32
      if let known = numbers[outcome] {
        number = known
      } else {
        number = Int32(partial.outcomes.count)
        numbers[outcome] = number
        partial.outcomes.append(outcome)
      }
      leaves.append((branch.prompt, branch.parent, number, branch.violations))
      leafPaths.append(branch.path)
    }

    enum Need { case prompt, parent }

    /// Answers whatever shows; returns the answer it needs and does not have yet, or nil once
    /// nothing is left to answer.
    mutating func settle(_ branch: inout Branch) -> Need? {
      for _ in 0..<8 {
        if branch.world.prompts[.childPhone] != nil {
          guard let prompt = branch.prompt else { return .prompt }
          branch.promptShown = true
          apply(
            .answerSharingPrompt(.childPhone, share: space.promptAnswers[prompt] == .share),
            to: &branch)
        } else if !branch.parentHandled, branch.world.pendingRequest != nil {
          guard let parent = branch.parent else { return .parent }
          branch.parentHandled = true
          let answer = space.parentAnswers[parent]
          if answer != .never {
            apply(.parentAnswers(from: .parentPhone, approve: answer == .approve), to: &branch)
          }
        } else if !branch.checkedAgain,
          case .waitingForParent? = branch.world.flows[.childPhone]?.step
        {
          branch.checkedAgain = true
          apply(.checkAgain(.childPhone), to: &branch)
        } else {
          return nil
        }
      }
      return nil
    }

    mutating func apply(_ action: PlayAction, to branch: inout Branch) {
      let before = branch.world
      GooglePlayPlatform.apply(action, in: &branch.world)
      partial.actionCount += 1
      branch.path.append(action)
      for violation in PlayInvariants.check(before: before, action: action, after: branch.world)
      where !branch.violations.contains(where: { $0.rule == violation.rule }) {
        branch.violations.append(violation)
      }
    }

    /// Spreads the world's leaves over its cases: a leaf that never needed an answer covers
    /// every value of it.
    mutating func record(setting index: Int) {
      let prompts = space.promptAnswers.count
      let parents = space.parentAnswers.count
      let first = index * prompts * parents
      for prompt in 0..<prompts {
        for parent in 0..<parents {
          let leaf = leaves.firstIndex {
            ($0.prompt ?? prompt) == prompt && ($0.parent ?? parent) == parent
          }
          guard let leaf else { continue }
          partial.caseOutcomes.append(leaves[leaf].outcome)
          let violations = leaves[leaf].violations
          guard !violations.isEmpty else { continue }
          let caseIndex = first + prompt * parents + parent
          partial.violationCounts[caseIndex] = violations.count
          for violation in violations {
            if let known = partial.failures.firstIndex(where: {
              $0.violation.rule == violation.rule
            }) {
              partial.failures[known].caseCount += 1
            } else {
              partial.failures.append(
                PlayExplorePartial.Failure(
                  violation: violation, caseIndex: caseIndex, path: leafPaths[leaf],
                  caseCount: 1))
            }
          }
        }
      }
    }
  }
}
