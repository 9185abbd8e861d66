import ApplePresentation
import AppleScenarios
import Presentation
import Prompts
import Scenarios

extension PromptCatalogue {
  /// Apple's entries, in catalogue order (none when Apple's are left out).
  public var appleEntries: [PromptEntry] { entries(of: .apple) }

  /// Every surface each step of a scenario's Apple walkthrough shows, with the step (0 is the
  /// start).
  public static func sightings(of scenario: Scenario) -> [(
    step: Int, sighting: AppleSurfaceSighting
  )] {
    let run = AppleScenarioRunner.run(scenario)
    let simulations = [(0, run.initial)] + run.steps.map { ($0.number, $0.world) }
    return simulations.flatMap { step, simulation in
      SystemSurface.shown(in: simulation).map { (step, $0) }
    }
  }

  /// The first step of `scenario` that shows Apple's surface named `key` (`name` or
  /// `name:variant`), or nil when none does.
  public static func firstStep(showing key: String, in scenario: Scenario) -> Int? {
    sightings(of: scenario).first { $0.sighting.surface.matches(key) }?.step
  }
}
