import AmazonAppstore
import FlowEngine
import Scenarios

/// Plays a scenario's Amazon Appstore script headless, one script step at a time, checking each
/// step's `expect` and every Amazon invariant. Pure and deterministic, as `ScenarioRunner`.
///
/// Amazon has no automatic answers: the parent's consent is a script verb, since how Amazon
/// asks a parent is not documented (amazon.md §10) and the story turns on it.
public struct AmazonScenarioRunner: Sendable {
  /// The scenario being played.
  public let scenario: Scenario
  /// The script being played.
  public let script: AmazonScript
  /// Amazon's world now.
  public private(set) var world: AmazonWorld
  /// The steps played so far.
  public private(set) var steps: [RunStep<AmazonWorld>] = []
  /// The index of the next script step.
  public private(set) var nextScriptIndex = 0

  /// Starts the scenario's Amazon part at its world; nil when it has none.
  public init?(scenario: Scenario) {
    guard let script = scenario.amazon else { return nil }
    self.init(scenario: scenario, script: script)
  }

  /// Starts `script`, the Amazon part of `scenario`, at its world.
  public init(scenario: Scenario, script: AmazonScript) {
    self.scenario = scenario
    self.script = script
    self.world = script.world
  }

  /// Whether every script step has been played.
  public var isFinished: Bool { nextScriptIndex >= script.steps.count }

  /// Plays the next script step; returns the step it produced (nil when the script is done).
  @discardableResult
  public mutating func playNextStep() -> RunStep<AmazonWorld>? {
    guard !isFinished else { return nil }
    let scriptStep = script.steps[nextScriptIndex]
    nextScriptIndex += 1
    let played = world.playing(scriptStep.action, checking: true)
    world = played.world
    let step = RunStep(
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
  public var run: AmazonRun {
    AmazonRun(scenario: scenario, initial: script.world, steps: steps, final: world)
  }

  /// Plays a scenario's Amazon part, checking every step; nil when it has none.
  public static func run(_ scenario: Scenario) -> AmazonRun? {
    guard var runner = AmazonScenarioRunner(scenario: scenario) else { return nil }
    runner.playToEnd()
    return runner.run
  }
}
