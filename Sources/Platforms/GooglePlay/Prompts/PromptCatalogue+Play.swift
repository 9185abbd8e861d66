import FlowEngine
import GooglePlay
import GooglePlayScenarios
import PlayPresentation
import Presentation
import Prompts
import Scenarios

extension PromptCatalogue {
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

extension PromptCatalogue {
  /// Google Play's entries, in catalogue order (none when Play's are left out).
  public var playEntries: [PromptEntry] { entries(of: .googlePlay) }
}
