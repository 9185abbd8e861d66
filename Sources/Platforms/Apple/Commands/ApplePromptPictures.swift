import ApplePresentation
import AppleScenarios
import AppleStoryboard
import Presentation
import Prompts
import Scenarios
import StoreCommands
import Storyboard

/// Apple's pictures in the prompt gallery: the device after the reaching step, as the
/// storyboard draws it (a phone, with its own style); a Settings surface pictures Settings at
/// that step. Each scenario is played once, for every surface it reaches.
struct ApplePromptPictures: PromptPictures {
  /// The runs played so far, by scenario name.
  private var runs: [String: AppleRun] = [:]

  mutating func picture(of entry: PromptEntry, reach: SurfaceReach, in scenario: Scenario)
    -> String?
  {
    let run = runs[reach.scenario] ?? AppleScenarioRunner.run(scenario)
    runs[reach.scenario] = run
    let options = StoryboardOptions()
    guard let pictures = AppleDeviceStoryboard.pictures(of: run, step: reach.step, options: options)
    else {
      return nil
    }
    guard entry.surface.name.hasPrefix("settings-") else {
      return reach.device == .parentPhone ? pictures.parent : pictures.child
    }
    let simulation = reach.step == 0 ? run.initial : run.steps[reach.step - 1].world
    return pictures.settings
      ?? AppleSettingsPicture.svg(
        AppleSettingsPresentation(simulation).sections, title: "Settings after step \(reach.step)",
        options: options, includesStyle: true)
  }
}
