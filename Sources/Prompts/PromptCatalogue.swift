import FlowEngine
import Presentation
import Scenarios

/// The catalogue of every system surface the simulator can show (``SystemSurface/all``, and
/// Google Play's ``PlaySurface``s), each with a built-in scenario and step that reach it, found
/// by playing the built-ins (so it cannot go stale as they change).
public struct PromptCatalogue: Hashable, Sendable {
  /// One entry per Apple surface, in catalogue order (none when Apple's are left out).
  public var entries: [PromptEntry]
  /// One entry per Google Play surface, in catalogue order (none when Play's are left out).
  public var playEntries: [PromptEntry]

  /// Plays `scenarios` (every built-in by default) and keeps, per surface, the first step
  /// that shows it, for the surfaces of `stores` (both by default).
  public init(
    scenarios: [Scenario] = ScenarioLibrary.all, stores: [StoreName] = StoreName.allCases
  ) {
    playEntries = stores.contains(.googlePlay) ? Self.playEntries(of: scenarios) : []
    guard stores.contains(.apple) else {
      entries = []
      return
    }
    var found: [SystemSurface: (SurfaceSighting, SurfaceReach)] = [:]
    for scenario in scenarios {
      for (step, sighting) in Self.sightings(of: scenario) where found[sighting.surface] == nil {
        found[sighting.surface] = (
          sighting,
          SurfaceReach(scenario: scenario.name, step: step, device: sighting.device)
        )
      }
    }
    entries = SystemSurface.all.map { surface in
      PromptEntry(
        surface: surface, rule: surface.rule ?? "", content: found[surface]?.0.content,
        reach: found[surface]?.1)
    }
  }

  /// Every surface each step of a scenario's walkthrough shows, with the step (0 is the start).
  public static func sightings(of scenario: Scenario) -> [(step: Int, sighting: SurfaceSighting)] {
    let run = ScenarioRunner.run(scenario)
    let simulations = [(0, run.initial)] + run.steps.map { ($0.number, $0.world) }
    return simulations.flatMap { step, simulation in
      SystemSurface.shown(in: simulation).map { (step, $0) }
    }
  }

  /// The first step of `scenario` that shows the surface named `key` (`name` or
  /// `name:variant`), or nil when none does.
  public static func firstStep(showing key: String, in scenario: Scenario) -> Int? {
    sightings(of: scenario).first { $0.sighting.surface.matches(key) }?.step
  }

  /// The entry for a surface.
  public func entry(_ surface: SystemSurface) -> PromptEntry? {
    entries.first { $0.surface == surface }
  }
}
