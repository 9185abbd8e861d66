import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation
import Scenarios

extension PromptCatalogue {
  /// Google Play's surfaces (``PlaySurface``), each with the first Google built-in step that
  /// shows it, found by playing the Google built-ins among `scenarios`.
  static func playEntries(of scenarios: [Scenario]) -> [PromptEntry] {
    var found: [PlaySurface: (SurfaceContent?, SurfaceReach)] = [:]
    for scenario in scenarios {
      guard let run = PlayScenarioRunner.run(scenario) else { continue }
      for sighting in playSightings(of: run) where found[sighting.surface] == nil {
        found[sighting.surface] = (
          sighting.surface.content(in: sighting.world, on: sighting.device),
          SurfaceReach(
            scenario: scenario.name, step: sighting.step, device: sighting.device,
            store: .googlePlay, needsStoreOption: scenario.platforms.contains(.apple))
        )
      }
    }
    return PlaySurface.allCases.map { surface in
      PromptEntry(
        surface: SystemSurface(surface.rawValue), rule: surface.rule,
        content: found[surface]?.0, reach: found[surface]?.1)
    }
  }

  /// Every Play surface each step of a Play run shows, with the step (0 is the start) and the
  /// world after it.
  public static func playSightings(of run: PlayRun)
    -> [(step: Int, surface: PlaySurface, device: DeviceID, world: PlayWorld)]
  {
    let worlds = [(0, run.initial)] + run.steps.map { ($0.number, $0.world) }
    return worlds.flatMap { step, world in
      PlaySurface.shown(in: world).map { (step, $0.surface, $0.device, world) }
    }
  }

  /// The first step of a Play run that shows the surface named `key`, or nil when none does.
  public static func firstPlayStep(showing key: String, in run: PlayRun) -> Int? {
    playSightings(of: run).first { $0.surface.rawValue == key }?.step
  }
}
