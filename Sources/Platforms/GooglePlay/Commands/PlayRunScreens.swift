import AgeScreen
import GooglePlayPrompts
import GooglePlayScenarios
import GooglePlayScreen
import GooglePlayStoryboard
import PlayPresentation
import Presentation
import Prompts
import Scenarios
import StoreCommands
import Storyboard

/// Google Play's side of a run: the Play shell's screens (a cast, one screen) and its
/// storyboard page, walked through the worlds the run played. The phones of `--devices` and
/// one step of the page are Apple's, so they are usage errors here.
struct PlayRunScreens: RunScreens {
  /// Google Play's run.
  let run: PlayRun
  /// The story the Play shell walks.
  let story: PlayStory
  /// The terminal size of a cast or a TUI frame.
  let size: Size
  /// The storyboard's options (wording marks).
  let options: StoryboardOptions
  /// The built-ins' catalogue, for the errors that name the built-ins showing a surface.
  let builtInCatalogue: @Sendable (_ stores: [ScenarioPlatform]?) -> PromptCatalogue
  /// Every store's surfaces, for the error that names another store's.
  let promptSources: [any PromptSource]

  func cast() -> String {
    HeadlessCast.record(
      walking: PlayShell(story: story, playedBy: run), title: story.title, size: size
    ).text
  }

  /// Google Play's steps, the phone and Family Link on phones.
  func storyboard() -> any StoryboardSource {
    PlayStoryboardSource(run: run, story: story, options: options)
  }

  func page(step: RunStepArgument) throws(StoreUsageError) -> String {
    throw SideScreenChecks.pageStep(on: .googlePlay)
  }

  /// The Play shell's screen after `step` (default: the last).
  func picture(step: RunStepArgument?, devices: Bool) throws(StoreUsageError) -> String {
    guard !devices else { throw SideScreenChecks.devices(on: .googlePlay) }
    let target = try SideScreenChecks.target(
      step, last: story.steps.count, scenario: run.scenario.name, on: .googlePlay,
      showing: self.step(showing:))
    return PlayScreenPicture.svg(story: story, run: run, step: target, size: size)
  }

  /// The first step of the run that shows the surface `key` (one of `agetui prompts
  /// --platform google-play`), or a usage error naming what is wrong (``SideScreenChecks``).
  private func step(showing key: String) throws(StoreUsageError) -> Int {
    let keys = PlaySurface.allCases.map(\.rawValue)
    guard keys.contains(key) else {
      throw SideScreenChecks.unknownSurface(key, on: .googlePlay, among: promptSources)
    }
    if let step = PromptCatalogue.firstPlayStep(showing: key, in: run) { return step }
    throw SideScreenChecks.neverShown(
      key, scenario: run.scenario.name, on: .googlePlay,
      reaches: builtInCatalogue([.googlePlay]).playEntries.filter { $0.surface.name == key }
        .compactMap(\.reach))
  }
}
