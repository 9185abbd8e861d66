import Apple
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

/// What every report says before and after a run's steps (the world, the outcome), worded as
/// the text and Markdown reports word it, for renderers outside this module (storyboards).
public struct AppleRunOverview: Hashable, Sendable {
  /// `World on …`, `Person: …`, `App: …`, then one `Change: …` per significant change.
  public var world: [String]
  /// Where each of the person's devices ended, one line each.
  public var devices: [String]
  /// `age range 13–15 (guardianDeclared) · significant update applies: yes · …`.
  public var outcome: String
  /// Whether every expectation held and every invariant was kept.
  public var passed: Bool

  /// The overview of a finished run.
  public init(_ run: AppleRun) {
    let scenarioWorld = run.scenario.appleWorld
    world =
      [
        "World on \(scenarioWorld.today): iOS \(scenarioWorld.os.rawValue) · "
          + ReportText.region(in: scenarioWorld),
        "Person: \(ReportText.person(in: scenarioWorld))"
          + (scenarioWorld.parentName.map { " · parent \($0)" } ?? " · no parent"),
        "App: \(ReportText.app(in: scenarioWorld))",
      ] + ReportText.changes(in: scenarioWorld).map { "Change: \($0)" }
    let summary = run.summary
    let person = run.final.world.person.name
    devices = summary.devices.map { device in
      "\(person)'s \(device.kind.title): \(device.stepDescription)"
        + (device.branch.map { ", branch \($0.rawValue)" } ?? "")
    }
    outcome = ReportText.outcome(summary.outcome, questions: summary.questions)
    passed = run.passed
  }
}
