import Apple
import FlowEngine
import Scenarios

/// Plays a scenario's script headless, one script step at a time.
///
/// After each scripted action, whatever is showing and has a declared answer is answered
/// (`AppleAutomaticAnswer`), one automatic step each; then the step's `expect` is checked. Every
/// applied action is checked against every `Invariant`. Pure and deterministic: the same
/// scenario always gives the same run.
public struct AppleScenarioRunner: Sendable {
  /// The most automatic answers after one script step (a guard against answer loops).
  public static let maximumAutomaticSteps = 32

  /// The scenario being played.
  public let scenario: Scenario
  /// The simulation before the first step.
  public let initial: AppleSimulation
  /// The simulation now.
  public private(set) var simulation: AppleSimulation
  /// The steps played so far.
  public private(set) var steps: [AppleWalkthroughStep] = []
  /// The index of the next script step.
  public private(set) var nextScriptIndex = 0
  /// Whether each step's `expect` and every `Invariant` are checked. A report needs them; the
  /// TUI's walkthrough shows neither, and checking is about a fifth of playing a script.
  public let checks: Bool

  /// Starts a scenario at its world; `checks: false` plays the same steps without checking them.
  public init(scenario: Scenario, checks: Bool = true) {
    self.scenario = scenario
    self.initial = AppleSimulation(world: scenario.appleWorld)
    self.simulation = initial
    self.checks = checks
  }

  /// Whether every script step has been played.
  public var isFinished: Bool { nextScriptIndex >= scenario.script.count }

  /// Plays the next script step and its automatic answers; returns the steps it produced
  /// (empty when the script is finished).
  @discardableResult
  public mutating func playNextStep() -> [AppleWalkthroughStep] {
    guard !isFinished else { return [] }
    let script = scenario.script[nextScriptIndex]
    nextScriptIndex += 1
    var produced = [
      apply(
        script.action.resolved(in: simulation), text: script.action.text,
        narration: script.narration,
        caption: Caption.shown(explicit: script.caption, narration: script.narration),
        isAutomatic: false, number: steps.count + 1)
    ]
    while produced.count <= Self.maximumAutomaticSteps,
      let answer = AppleAutomaticAnswer.next(in: simulation, answers: scenario.answers)
    {
      let step = apply(
        answer.action, text: AppleScriptAction.text(for: answer.action),
        narration: answer.narration,
        caption: answer.caption, isAutomatic: true,
        number: steps.count + produced.count + 1)
      produced.append(step)
      // A refused answer would be offered again forever.
      if step.refusal != nil { break }
    }
    if checks {
      produced[0].expectations = script.expectation.evaluate(
        in: simulation, entries: produced.flatMap(\.entries), refusal: produced[0].refusal)
    }
    steps.append(contentsOf: produced)
    return produced
  }

  /// The run so far.
  public var run: AppleRun {
    AppleRun(scenario: scenario, initial: initial, steps: steps, final: simulation)
  }

  /// Plays every script step that is left.
  public mutating func playToEnd() {
    while !isFinished { playNextStep() }
  }

  /// Plays a whole scenario, checking every step.
  public static func run(_ scenario: Scenario) -> AppleRun {
    var runner = AppleScenarioRunner(scenario: scenario)
    runner.playToEnd()
    return runner.run
  }

  private mutating func apply(
    _ action: AppleAction, text: String, narration: String, caption: String,
    isAutomatic: Bool, number: Int
  ) -> AppleWalkthroughStep {
    let played = simulation.playing(action, checking: checks)
    simulation = played.world
    return AppleWalkthroughStep(
      number: number, scriptStep: nextScriptIndex, isAutomatic: isAutomatic,
      actionText: text, action: action, narration: narration, caption: caption, played: played)
  }
}
