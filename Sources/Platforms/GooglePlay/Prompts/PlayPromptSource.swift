import FlowEngine
import GooglePlay
import GooglePlayScenarios
import PlayPresentation
import Presentation
import Prompts
import Scenarios

/// Google Play's surfaces (``PlaySurface``), each with the first Google built-in step that
/// shows it.
public struct PlayPromptSource: PromptSource {
  /// Google Play's source.
  public init() {}

  /// Google Play.
  public var platform: ScenarioPlatform { .googlePlay }

  /// Google documents when its surfaces show, not their words.
  public func heading(count: Int) -> String {
    "Google Play: \(count) system surfaces. Google documents when they show, "
      + "not their words: each string is marked \(WordingMark.symbol) AgeTUI's assumed "
      + "wording or · the app's own text."
  }

  /// `googlePlay`.
  public var jsonKey: String { "googlePlay" }

  /// Plays the Google built-ins among `scenarios` and keeps the first sighting of each surface.
  public func entries(of scenarios: [Scenario]) -> [PromptEntry] {
    var found: [PlaySurface: (SurfaceContent?, SurfaceReach)] = [:]
    for scenario in scenarios {
      guard let run = PlayScenarioRunner.run(scenario) else { continue }
      for sighting in PromptCatalogue.playSightings(of: run) where found[sighting.surface] == nil {
        found[sighting.surface] = (
          sighting.surface.content(in: sighting.world, on: sighting.device),
          SurfaceReach(
            scenario: scenario.name, step: sighting.step, device: sighting.device,
            platform: .googlePlay, naming: .googlePlay,
            needsStoreOption: scenario.platforms.contains(.apple))
        )
      }
    }
    return PlaySurface.allCases.map { surface in
      PromptEntry(
        surface: SystemSurface(surface.rawValue), rule: surface.rule,
        content: found[surface]?.0, reach: found[surface]?.1)
    }
  }
}
