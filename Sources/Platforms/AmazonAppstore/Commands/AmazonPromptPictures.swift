import AgeScreen
import AmazonAppstoreScreen
import AmazonAppstoreStoryboard
import Prompts
import Scenarios
import StoreCommands

/// Amazon Appstore's pictures in the prompt gallery: its side after the reaching step, the
/// TUI's screen as `run --format svg --store amazon-appstore` draws it, every word on it that
/// is AgeTUI's marked `≈` (Amazon documents no screen, amazon.md §10).
struct AmazonPromptPictures: PromptPictures {
  mutating func picture(of entry: PromptEntry, reach: SurfaceReach, in scenario: Scenario)
    -> String?
  {
    guard let story = AmazonStory.ofScenario(scenario) else { return nil }
    return AmazonScreenPicture.svg(
      story: story, step: reach.step, size: Size(width: 100, height: 30))
  }
}
