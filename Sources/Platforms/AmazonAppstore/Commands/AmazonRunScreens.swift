import AgeScreen
import AmazonAppstorePrompts
import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import AmazonAppstoreStoryboard
import Presentation
import Prompts
import Scenarios
import StoreCommands
import Storyboard

/// Amazon Appstore's side of a run: its side's screens (a cast, one screen) and its storyboard
/// page, walked through the scenario's Amazon script. The phones of `--devices` and one step of
/// the page are Apple's, so they are usage errors here.
struct AmazonRunScreens: RunScreens {
  /// Amazon's run.
  let run: AmazonRun
  /// The story Amazon's side walks.
  let story: AmazonStory
  /// The terminal size of a cast or a TUI frame.
  let size: Size
  /// The storyboard's options (wording marks).
  let options: StoryboardOptions
  /// The built-ins' catalogue, for the errors that name the built-ins showing a surface.
  let builtInCatalogue: @Sendable (_ stores: [ScenarioPlatform]?) -> PromptCatalogue
  /// Every store's surfaces, for the error that names another store's.
  let promptSources: [any PromptSource]

  func cast() -> String {
    HeadlessCast.record(walking: AmazonSide(story: story), title: story.title, size: size).text
  }

  /// Amazon's steps, the Fire tablet, the parent's side and the Developer Console on tablets.
  func storyboard() -> any StoryboardSource {
    AmazonStoryboardSource(run: run, story: story, options: options)
  }

  func page(step: RunStepArgument) throws(StoreUsageError) -> String {
    throw SideScreenChecks.pageStep(on: .amazonAppstore)
  }

  /// Amazon's screen after `step` (default: the last).
  func picture(step: RunStepArgument?, devices: Bool) throws(StoreUsageError) -> String {
    guard !devices else { throw SideScreenChecks.devices(on: .amazonAppstore) }
    let target = try SideScreenChecks.target(
      step, last: story.steps.count, scenario: run.scenario.name, on: .amazonAppstore,
      showing: self.step(showing:))
    return AmazonScreenPicture.svg(story: story, step: target, size: size)
  }

  /// The first step of the run that shows the surface `key` (one of `agetui prompts
  /// --platform amazon-appstore`), or a usage error naming what is wrong (``SideScreenChecks``).
  private func step(showing key: String) throws(StoreUsageError) -> Int {
    guard let surface = AmazonSurface(rawValue: key) else {
      throw SideScreenChecks.unknownSurface(key, on: .amazonAppstore, among: promptSources)
    }
    if let step = AmazonPromptSource.firstStep(showing: surface, in: run) { return step }
    throw SideScreenChecks.neverShown(
      key, scenario: run.scenario.name, on: .amazonAppstore,
      reaches: builtInCatalogue([.amazonAppstore]).entries(of: .amazonAppstore)
        .filter { $0.surface.name == key }.compactMap(\.reach))
  }
}
