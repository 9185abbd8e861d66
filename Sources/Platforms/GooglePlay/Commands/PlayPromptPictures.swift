import AgeScreen
import GooglePlayScenarios
import GooglePlayScreen
import Prompts
import Scenarios
import StoreCommands

/// Google Play's pictures in the prompt gallery: its side after the reaching step, the TUI's
/// screen as `run --format svg --store google-play` draws it (Play has no phone pictures).
/// Each scenario's Play run is played once, for every surface it reaches.
struct PlayPromptPictures: PromptPictures {
  /// The runs played so far, by scenario name.
  private var runs: [String: PlayRun] = [:]

  mutating func picture(of entry: PromptEntry, reach: SurfaceReach, in scenario: Scenario)
    -> String?
  {
    guard let run = runs[reach.scenario] ?? PlayScenarioRunner.run(scenario),
      let story = PlayStory.ofScenario(scenario)
    else { return nil }
    runs[reach.scenario] = run
    return PlayScreenPicture.svg(
      story: story, run: run, step: reach.step, size: Size(width: 100, height: 30))
  }
}
