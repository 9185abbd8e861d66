import AmazonAppstore
import FlowEngine
import Presentation
import Prompts
import Scenarios

/// Amazon Appstore's surfaces (``AmazonSurface``) for `agetui prompts`. Until Amazon's scenario
/// runner hands it the built-ins' steps, it draws each surface on one sample moment of the
/// app of the first scenario (a supervised 14-year-old in Texas, consented on 2026-07-01), so
/// no entry names a built-in that reaches it.
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

  /// Each surface drawn on its sample moment of the first scenario's app.
  public func entries(of scenarios: [Scenario]) -> [PromptEntry] {
    let app = scenarios.first.map { SharedWorld($0.world).app }
    return AmazonSurface.allCases.map { surface in
      PromptEntry(
        surface: SystemSurface(surface.rawValue), rule: surface.rule,
        content: app.flatMap { surface.content(in: Self.moment(showing: surface, app: $0)) },
        reach: nil)
    }
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
