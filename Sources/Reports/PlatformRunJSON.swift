import FlowEngine
import Scenarios

/// The parts every store's run shares in JSON (docs/trace-format.md), so that a store's
/// document writes only its own terms (its world, its entries' details, its facts): the
/// document's keys in their order, the scenario, each step, the summary's outcome and facts.
public enum PlatformRunJSON {
  /// A store's run document: `format`, `version`, `platform`, `scenario`, then the store's
  /// `world`, every step (each as `step` writes it) and its `summary`.
  public static func document<World: ScenarioWorld>(
    format: String, version: Int, platform: ScenarioPlatform, run: PlatformRun<World>,
    world: JSONValue, step: (RunStep<World>) -> JSONValue, summary: JSONValue
  ) -> JSONValue {
    .object([
      ("format", .string(format)),
      ("version", .int(version)),
      ("platform", .string(platform.rawValue)),
      ("scenario", scenario(run.scenario)),
      ("world", world),
      ("steps", .array(run.steps.map(step))),
      ("summary", summary),
    ])
  }

  /// The scenario's `name`, `title`, `summary` and `file`.
  public static func scenario(_ scenario: Scenario) -> JSONValue {
    .object([
      ("name", .string(scenario.name)), ("title", .string(scenario.title)),
      ("summary", .string(scenario.summary)), ("file", .string(scenario.file)),
    ])
  }

  /// One step: its numbers, action, moment, narration, caption, the refusal (as `refused`
  /// words it), its entries (each as `entry` writes it), expectations and broken invariants.
  public static func step<World: PlayableWorld>(
    _ step: RunStep<World>, refused: (World.Refusal) -> String,
    entry: (World.Entry) -> JSONValue
  ) -> JSONValue {
    .object([
      ("number", .int(step.number)),
      ("scriptStep", .int(step.scriptStep)),
      ("action", .string(step.actionText)),
      ("moment", .optional(step.moment?.rawValue)),
      ("narration", .string(step.narration)),
      ("caption", .string(step.caption)),
      ("refused", .optional(step.refusal.map(refused))),
      ("entries", .array(step.entries.map(entry))),
      ("expectations", .array(step.expectations.map(JSONReport.expectation))),
      ("violations", .array(step.violations.map(JSONReport.violation))),
    ])
  }

  /// The summary's first keys, `passed` and `failures`.
  public static func outcome<World: ScenarioWorld>(of run: PlatformRun<World>)
    -> [(String, JSONValue)]
  {
    [("passed", .bool(run.passed)), ("failures", .array(run.failures.map(JSONReport.failure)))]
  }

  /// Facts as `[{"label", "value"}]`.
  public static func facts(_ facts: [(label: String, value: String)]) -> JSONValue {
    .array(facts.map { .object([("label", .string($0.label)), ("value", .string($0.value))]) })
  }
}
