import FlowEngine

/// A finished headless run of a scenario's part on one platform: every step, and what failed.
/// Apple's runs are ``AppleRun``s, Google Play's ``PlayRun``s.
public struct PlatformRun<World: ScenarioWorld>: Sendable {
  /// The scenario played.
  public var scenario: Scenario
  /// The world before the first step.
  public var initial: World
  /// Every step, scripted and automatic, in order.
  public var steps: [RunStep<World>]
  /// The world after the last step.
  public var final: World
  /// Every failed expectation and broken invariant, in step order.
  public var failures: [RunFailure]

  /// Creates a run; its failures come from the steps' expectations and violations.
  public init(scenario: Scenario, initial: World, steps: [RunStep<World>], final: World) {
    self.scenario = scenario
    self.initial = initial
    self.steps = steps
    self.final = final
    self.failures = RunFailure.failures(of: steps, script: World.writtenScript(of: scenario))
  }

  /// Whether every expectation held and every invariant was kept.
  public var passed: Bool { failures.isEmpty }

  /// How many `expect` keys were checked.
  public var expectationCount: Int {
    steps.reduce(0) { $0 + $1.expectations.count }
  }
}

extension PlatformRun: Equatable
where
  World: Equatable, World.Action: Equatable, World.Entry: Equatable,
  World.Refusal: Equatable
{
}

extension PlatformRun: Hashable
where
  World: Hashable, World.Action: Hashable, World.Entry: Hashable,
  World.Refusal: Hashable
{
}
