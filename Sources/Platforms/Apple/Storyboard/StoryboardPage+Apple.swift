import AppleScenarios
import Scenarios
import Storyboard

extension StoryboardPage {
  /// The whole page of an Apple storyboard already drawn.
  public static func html(_ storyboard: AppleDeviceStoryboard) -> String {
    html(scenario: storyboard.scenario, [AppleStoryboardSource(storyboard)])
  }

  /// The whole page of Apple's `run`, each step drawn, written and let go in turn.
  public static func html(run: AppleRun, options: StoryboardOptions) -> String {
    html(scenario: run.scenario, [AppleStoryboardSource(run: run, options: options)])
  }
}
