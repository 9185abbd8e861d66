import AgeScreen
import Apple
import AppleScenarios
import FlowEngine
import Scenarios

/// A scenario's script played headless once, as the walkthrough shows it: one visible step per
/// action, so an automatic answer (Ask Parent, the compose sheet's Send, the parent's Approve)
/// is a step of its own rather than folded into the script step that caused it.
///
/// Position 0 is the scenario's start; position k is the state after the k-th step.
public struct AppleWalkthrough: Sendable {
  /// The simulation at the scenario's start.
  public let start: AppleSimulation
  /// Every step the script produces, script actions and automatic answers, in order.
  public let steps: [AppleWalkthroughStep]
  /// The number of steps in the scenario's own script (automatic answers not counted).
  public let scriptStepCount: Int

  /// Plays a scenario's whole script. Its `expect` checks and the invariants are left to
  /// `agetui run` and the tests: the screen shows neither, and skipping them opens a scenario
  /// sooner. The runner's steps are taken as they are: a report's summary is not needed here.
  public init(scenario: Scenario) {
    var runner = AppleScenarioRunner(scenario: scenario, checks: false)
    runner.playToEnd()
    start = runner.initial
    steps = runner.steps
    scriptStepCount = scenario.script.count
  }

  /// The walkthrough of a run already played (by `agetui run`, whose run also carries its
  /// checks, which the screen does not show): the same steps, with nothing played again.
  public init(run: AppleRun) {
    start = run.initial
    steps = run.steps
    scriptStepCount = run.scenario.script.count
  }

  /// The number of visible steps.
  public var count: Int { steps.count }

  /// The simulation after `position` steps (clamped to the script).
  public func simulation(at position: Int) -> AppleSimulation {
    let clamped = min(max(0, position), steps.count)
    return clamped == 0 ? start : steps[clamped - 1].world
  }

  /// The step that leads to `position` (from 1), if there is one.
  public func step(reaching position: Int) -> AppleWalkthroughStep? {
    steps.indices.contains(position - 1) ? steps[position - 1] : nil
  }
}
