import FlowEngine
import Reports
import Scenarios

/// The kiosk's part of a scenario: its world's start, read from the shared world, and its
/// script. `run` plays and reports it after Apple's run, as it does Google Play's.
struct KioskScript: ReportedPart {
  /// One script step: the action, its word as written and its line.
  struct Step: Hashable, Sendable {
    var action: KioskAction
    var text: String
    var line: Int
  }

  var birthdate: SimDate
  var age: Int
  var app: AppConfig
  var region: RegionCode
  var regionRules: RegionRules<[RegulatoryFeature]>
  var ignoresDeclines: Bool
  var steps: [Step]

  var platform: ScenarioPlatform { KioskSection.kiosk }
  var scriptLength: Int { steps.count }
  /// The kiosk's steps are bare words, without captions.
  var writtenCaptions: [WrittenCaption] { [] }
  /// Without words, the kiosk's steps claim nothing.
  func unfoundedClaims(in scenario: Scenario) -> [UnfoundedClaim] { [] }

  /// The steps played through the runner's contract, each checking the invariants.
  func played() -> [RunStep<KioskWorld>] {
    var world = KioskWorld(birthdate: birthdate, age: age, app: app)
    world.region = region
    world.regionRules = regionRules
    world.ignoresDeclines = ignoresDeclines
    var played: [RunStep<KioskWorld>] = []
    for (index, step) in steps.enumerated() {
      let outcome = world.playing(step.action, checking: true)
      world = outcome.world
      played.append(
        RunStep(
          number: index + 1, scriptStep: index + 1, actionText: step.text, action: step.action,
          narration: "", caption: "", played: outcome))
    }
    return played
  }

  func run(in scenario: Scenario) -> any PlatformRunReport {
    let played = played()
    return KioskRunReport(
      steps: played,
      failures: RunFailure.failures(of: played, script: steps.map { ($0.text, $0.line) }))
  }
}
