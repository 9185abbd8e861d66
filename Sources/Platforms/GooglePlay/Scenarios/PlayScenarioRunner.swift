import FlowEngine
import GooglePlay
import Scenarios

/// Plays a scenario's Google Play script headless, one script step at a time, checking each
/// step's `expect` and every Play invariant. Pure and deterministic, as `ScenarioRunner`.
///
/// Play has no automatic answers: the child's answer to Play's prompt and the parent's in
/// Family Link are script verbs, since on Play they are where the story turns.
public struct PlayScenarioRunner: Sendable {
  /// The scenario being played.
  public let scenario: Scenario
  /// The script being played.
  public let script: PlayScript
  /// Play's world now.
  public private(set) var world: PlayWorld
  /// The steps played so far.
  public private(set) var steps: [PlayRunStep] = []
  /// The index of the next script step.
  public private(set) var nextScriptIndex = 0

  /// Starts the scenario's Google Play part at its world; nil when it has none.
  public init?(scenario: Scenario) {
    guard let script = scenario.play else { return nil }
    self.init(scenario: scenario, script: script)
  }

  /// Starts `script`, the Google Play part of `scenario`, at its world.
  public init(scenario: Scenario, script: PlayScript) {
    self.scenario = scenario
    self.script = script
    self.world = script.world
  }

  /// Whether every script step has been played.
  public var isFinished: Bool { nextScriptIndex >= script.steps.count }

  /// Plays the next script step; returns the step it produced (nil when the script is done).
  @discardableResult
  public mutating func playNextStep() -> PlayRunStep? {
    guard !isFinished else { return nil }
    let scriptStep = script.steps[nextScriptIndex]
    nextScriptIndex += 1
    let played = world.playing(scriptStep.action, checking: true)
    world = played.world
    let step = PlayRunStep(
      number: steps.count + 1, scriptStep: nextScriptIndex, actionText: scriptStep.text,
      action: scriptStep.action, narration: scriptStep.narration,
      caption: Caption.shown(explicit: scriptStep.caption, narration: scriptStep.narration),
      moment: scriptStep.moment, played: played,
      expectations: scriptStep.expectation.evaluate(
        in: world, entries: played.entries, refusal: played.refusal))
    steps.append(step)
    return step
  }

  /// Plays every script step that is left.
  public mutating func playToEnd() {
    while !isFinished { playNextStep() }
  }

  /// The run so far.
  public var run: PlayRun {
    PlayRun(scenario: scenario, initial: script.world, steps: steps, final: world)
  }

  /// Plays a scenario's Google Play part, checking every step; nil when it has none.
  public static func run(_ scenario: Scenario) -> PlayRun? {
    guard var runner = PlayScenarioRunner(scenario: scenario) else { return nil }
    runner.playToEnd()
    return runner.run
  }
}
