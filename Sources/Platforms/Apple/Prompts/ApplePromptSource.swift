import ApplePresentation
import FlowEngine
import Presentation
import Prompts
import Scenarios

/// Apple's surfaces (``SystemSurface/all``), each with the first built-in step that shows it.
public struct ApplePromptSource: PromptSource {
  /// Apple's source.
  public init() {}

  /// Apple.
  public var platform: ScenarioPlatform { .apple }

  /// Apple's strings are marked three ways: assumed, Apple's documented, the app's own.
  public func heading(count: Int) -> String {
    "agetui prompts: \(count) system surfaces. Each string is marked: "
      + "\(WordingMark.symbol) AgeTUI's assumed wording, ✓ Apple's documented wording "
      + "(quoted, with its source), · the app's own text or a simulator control."
  }

  /// `surfaces`, the key every catalogue document has.
  public var jsonKey: String { "surfaces" }
  /// Listed even when Apple's surfaces are left out.
  public var isAlwaysInJSON: Bool { true }

  /// Plays each scenario's Apple side and keeps the first sighting of each surface.
  public func entries(of scenarios: [Scenario]) -> [PromptEntry] {
    var found: [SystemSurface: (AppleSurfaceSighting, SurfaceReach)] = [:]
    for scenario in scenarios {
      for (step, sighting) in PromptCatalogue.sightings(of: scenario)
      where found[sighting.surface] == nil {
        found[sighting.surface] = (
          sighting,
          SurfaceReach(scenario: scenario.name, step: step, device: sighting.device)
        )
      }
    }
    return SystemSurface.all.map { surface in
      PromptEntry(
        surface: surface, rule: surface.rule ?? "", content: found[surface]?.0.content,
        reach: found[surface]?.1)
    }
  }
}
