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

  func cast() -> String {
    HeadlessCast.record(play: story, playedBy: run, size: size).text
  }

  /// Google Play's steps, the phone and Family Link on phones.
  func storyboard() -> any StoryboardSource {
    PlayStoryboardSource(run: run, story: story, options: options)
  }

  func page(step: RunStepArgument) throws(StoreUsageError) -> String {
    throw usage("--step shows one step of Apple's storyboard; Google Play's page shows them all")
  }

  /// The Play shell's screen after `step` (default: the last).
  func picture(step: RunStepArgument?, devices: Bool) throws(StoreUsageError) -> String {
    guard !devices else {
      throw usage("--devices draws Apple's phones; Google Play's side draws the TUI's screen")
    }
    let last = story.steps.count
    let target: Int
    switch step {
    case .number(let number)?: target = number
    case .surface(let key)?: target = try self.step(showing: key)
    case nil: target = last
    }
    guard (0...last).contains(target) else {
      throw usage(
        "--step \(target) is out of range: \(run.scenario.name)'s Google Play script has "
          + "steps 0 (the start) to \(last)")
    }
    return PlayScreenPicture.svg(story: story, run: run, step: target, size: size)
  }

  /// The first step of the run that shows the surface `key` (one of `agetui prompts
  /// --platform google-play`), or a usage error naming what is wrong: one of Apple's surfaces
  /// or no surface (with Play's names and the closest), or one the scenario never shows (with
  /// the built-ins that do).
  private func step(showing key: String) throws(StoreUsageError) -> Int {
    let keys = PlaySurface.allCases.map(\.rawValue)
    guard keys.contains(key) else {
      let hint =
        NameSuggester.suggestion(for: key, among: keys).map { " Did you mean \($0)?" } ?? ""
      let what =
        SystemSurface.keys.contains(key)
        ? "is one of Apple's surfaces, not Google Play's"
        : "is neither a step number nor a surface of Google Play's"
      throw usage(
        "--step \(key) \(what).\(hint) Google Play's surfaces (see `agetui prompts "
          + "--platform google-play`): \(keys.joined(separator: ", "))")
    }
    if let step = PromptCatalogue.firstPlayStep(showing: key, in: run) { return step }
    let elsewhere = builtInCatalogue([.googlePlay]).playEntries
      .filter { $0.surface.name == key }.compactMap(\.reach)
      .map { "\($0.scenario) (step \($0.step))" }
    throw usage(
      "--step \(key): \(run.scenario.name) never shows \(key) on Google Play's side"
        + (elsewhere.isEmpty ? "" : "; built-ins that do: \(elsewhere.joined(separator: ", "))"))
  }

  /// What cannot be drawn on Google Play's side, as a sentence.
  private func usage(_ message: String) -> StoreUsageError {
    StoreUsageError(message + ".")
  }
}
