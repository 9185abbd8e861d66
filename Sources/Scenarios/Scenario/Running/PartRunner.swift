import FlowEngine

/// Plays a store's part of a scenario headless, one script step at a time, checking each
/// step's `expect` and every invariant of the store: pure and deterministic, as
/// ``AppleScenarioRunner`` is for Apple's. Every store's part plays through it (Google Play's
/// `PlayScenarioRunner`, Amazon's `AmazonScenarioRunner`).
///
/// The stores beside Apple have no automatic answers: a parent's or child's answer is a script
/// verb, since on those stores it is where the story turns.
public struct PartRunner<Script: PlayableScript>: Sendable {
  /// The scenario being played.
  public let scenario: Scenario
  /// The script being played.
  public let script: Script
  /// The store's world now.
  public private(set) var world: Script.World
  /// The steps played so far.
  public private(set) var steps: [RunStep<Script.World>] = []
  /// The index of the next script step.
  public private(set) var nextScriptIndex = 0

  /// Starts the scenario's part of `Script`'s store at its world; nil when it has none.
  public init?(scenario: Scenario) {
    guard let script = scenario.parts.part(Script.self) else { return nil }
    self.init(scenario: scenario, script: script)
  }

  /// Starts `script`, a part of `scenario`, at its world.
  public init(scenario: Scenario, script: Script) {
    self.scenario = scenario
    self.script = script
    self.world = script.world
  }

  /// Whether every script step has been played.
  public var isFinished: Bool { nextScriptIndex >= script.steps.count }

  /// Plays the next script step; returns the step it produced (nil when the script is done).
  @discardableResult
  public mutating func playNextStep() -> RunStep<Script.World>? {
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
      expectations: scriptStep.expectations(
        in: world, entries: played.entries, refusal: played.refusal))
    steps.append(step)
    return step
  }

  /// Plays every script step that is left.
  public mutating func playToEnd() {
    while !isFinished { playNextStep() }
  }

  /// The run so far.
  public var run: PlatformRun<Script.World> {
    PlatformRun(scenario: scenario, initial: script.world, steps: steps, final: world)
  }

  /// Plays the scenario's part of `Script`'s store, checking every step; nil when it has none.
  public static func run(_ scenario: Scenario) -> PlatformRun<Script.World>? {
    guard var runner = PartRunner(scenario: scenario) else { return nil }
    runner.playToEnd()
    return runner.run
  }
}
