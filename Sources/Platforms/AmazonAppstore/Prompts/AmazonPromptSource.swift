import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Presentation
import Prompts
import Scenarios

/// Amazon Appstore's surfaces (``AmazonSurface``) for `agetui prompts`, each with the first
/// Amazon built-in step that shows it. A surface no built-in reaches is drawn on one sample
/// moment of the app of the first scenario (a supervised 14-year-old in Texas, consented on
/// 2026-07-01), with no built-in named.
public struct AmazonPromptSource: PromptSource {
  /// Amazon's source.
  public init() {}

  /// Amazon Appstore.
  public var platform: ScenarioPlatform {
    ScenarioPlatform(AmazonPlatform.name, title: "Amazon Appstore")
  }

  /// Amazon documents nothing a parent or child sees, so every surface is AgeTUI's.
  public func heading(count: Int) -> String {
    "Amazon Appstore: \(count) surfaces, every one AgeTUI's invention: Amazon documents "
      + "nothing a parent or child sees (amazon.md §10). Each string is marked "
      + "\(WordingMark.symbol) AgeTUI's invented wording or · Amazon's row, file or the "
      + "developer's text."
  }

  /// `amazonAppstore`.
  public var jsonKey: String { "amazonAppstore" }

  /// Plays the Amazon built-ins among `scenarios`, those on Amazon alone first, and keeps the
  /// first sighting of each surface; a surface none shows is drawn on its sample moment of the
  /// first scenario's app.
  public func entries(of scenarios: [Scenario]) -> [PromptEntry] {
    var found: [AmazonSurface: (SurfaceContent?, SurfaceReach)] = [:]
    // Amazon's own built-ins first: `run` draws their Amazon side without `--store`.
    let amazonOnly = scenarios.filter { $0.platforms == [.amazonAppstore] }
    for scenario in amazonOnly + scenarios.filter({ $0.platforms != [.amazonAppstore] }) {
      guard let run = AmazonScenarioRunner.run(scenario) else { continue }
      for (step, world) in Self.worlds(of: run).enumerated() {
        for surface in AmazonSurface.shown(in: world) where found[surface] == nil {
          found[surface] = (
            surface.content(in: world),
            SurfaceReach(
              scenario: scenario.name, step: step, device: surface.device,
              platform: .amazonAppstore, naming: surface.naming,
              needsStoreOption: scenario.platforms != [.amazonAppstore])
          )
        }
      }
    }
    let app = scenarios.first.map(\.world.app)
    return AmazonSurface.allCases.map { surface in
      PromptEntry(
        surface: SystemSurface(surface.rawValue), rule: surface.rule,
        content: found[surface]?.0
          ?? app.flatMap { surface.content(in: Self.moment(showing: surface, app: $0)) },
        reach: found[surface]?.1)
    }
  }

  /// The first walkthrough step of `run` (0: the start) whose world shows `surface`, or nil.
  public static func firstStep(showing surface: AmazonSurface, in run: AmazonRun) -> Int? {
    worlds(of: run).firstIndex { surface.content(in: $0) != nil }
  }

  /// The world at the start and after each step, by walkthrough position.
  private static func worlds(of run: AmazonRun) -> [AmazonWorld] {
    [run.initial] + run.steps.map(\.world)
  }

  /// 2026-07-01: Amazon answers live in Texas (amazon.md §8 [I]).
  static let sampleDay = SimDate(year: 2026, month: 7, day: 1) ?? SimDate(daysSinceEpoch: 0)

  /// A moment that shows `surface`: the app open after the download's consent, a change
  /// reported, or a revocation downloaded the next day.
  static func moment(showing surface: AmazonSurface, app: AppConfig) -> AmazonWorld {
    var world = AmazonWorld(
      today: sampleDay,
      child: AmazonChild(
        birthdate: sampleDay.adding(years: -14).adding(months: -6), isSupervised: true,
        region: "US-TX"),
      app: AmazonApp(config: app), consentedOn: sampleDay)
    let actions: [AmazonAction]
    switch surface {
    case .appAnswer:
      actions = [.launch(.childPhone)]
    case .consentRequest, .consoleSignificantChange:
      actions = [
        .advanceClock(days: 1),
        .reportChange(id: "change-1", description: "Adds chat with other players."),
      ]
    case .consoleRevocationReport:
      actions = [.parentRevokes(from: .parentPhone), .advanceClock(days: 1)]
    case .settings:
      actions = []
    }
    for action in actions { AmazonPlatform.apply(action, in: &world) }
    return world
  }
}
