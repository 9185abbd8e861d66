import ApplePresentation
import FlowEngine
import Presentation
import Scenarios

/// The catalogue of every system surface the simulator can show (``SystemSurface/all``, and each
/// other store's, from its ``PromptSource``), each with a built-in scenario and step that reach
/// it, found by playing the built-ins (so it cannot go stale as they change).
public struct PromptCatalogue: Hashable, Sendable {
  /// Each platform's surfaces, in the order of the sources: Apple's, then each other store's.
  public var sections: [PromptSection]

  /// Plays `scenarios` for the surfaces of each of `sources` whose platform is in `listing`
  /// (every one when nil); a platform left out keeps its section, empty.
  public init(
    scenarios: [Scenario], sources: [any PromptSource], listing: [ScenarioPlatform]? = nil
  ) {
    sections = sources.map { source in
      let entries =
        (listing?.contains(source.platform) ?? true) ? source.entries(of: scenarios) : []
      return PromptSection(
        platform: source.platform, heading: source.heading(count: entries.count),
        jsonKey: source.jsonKey, isAlwaysInJSON: source.isAlwaysInJSON, entries: entries)
    }
  }

  /// Apple's entries, in catalogue order (none when Apple's are left out).
  public var entries: [PromptEntry] { entries(of: .apple) }

  /// The entries of `platform`'s section.
  public func entries(of platform: ScenarioPlatform) -> [PromptEntry] {
    sections.first { $0.platform == platform }?.entries ?? []
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
