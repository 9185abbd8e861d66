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

  func cast() -> String {
    HeadlessCast.record(amazon: story, size: size).text
  }

  /// Amazon's steps, the Fire tablet, the parent's side and the Developer Console on tablets.
  func storyboard() -> any StoryboardSource {
    AmazonStoryboardSource(run: run, story: story, options: options)
  }

  func page(step: RunStepArgument) throws(StoreUsageError) -> String {
    throw usage(
      "--step shows one step of Apple's storyboard; Amazon Appstore's page shows them all")
  }

  /// Amazon's screen after `step` (default: the last).
  func picture(step: RunStepArgument?, devices: Bool) throws(StoreUsageError) -> String {
    guard !devices else {
      throw usage("--devices draws Apple's phones; Amazon Appstore's side draws the TUI's screen")
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
        "--step \(target) is out of range: \(run.scenario.name)'s Amazon Appstore script has "
          + "steps 0 (the start) to \(last)")
    }
    return AmazonScreenPicture.svg(story: story, step: target, size: size)
  }

  /// The first step of the run that shows the surface `key` (one of `agetui prompts
  /// --platform amazon-appstore`), or a usage error naming what is wrong: another store's
  /// surface or no surface (with Amazon's names and the closest), or one the scenario never
  /// shows (with the built-ins that do).
  private func step(showing key: String) throws(StoreUsageError) -> Int {
    let keys = AmazonSurface.allCases.map(\.rawValue)
    guard let surface = AmazonSurface(rawValue: key) else {
      let hint =
        NameSuggester.suggestion(for: key, among: keys).map { " Did you mean \($0)?" } ?? ""
      throw usage(
        "--step \(key) is neither a step number nor a surface of Amazon Appstore's.\(hint) "
          + "Amazon Appstore's surfaces (see `agetui prompts --platform amazon-appstore`): "
          + keys.joined(separator: ", "))
    }
    if let step = AmazonPromptSource.firstStep(showing: surface, in: run) { return step }
    let elsewhere = builtInCatalogue([.amazonAppstore]).entries(of: .amazonAppstore)
      .filter { $0.surface.name == key }.compactMap(\.reach)
      .map { "\($0.scenario) (step \($0.step))" }
    throw usage(
      "--step \(key): \(run.scenario.name) never shows \(key) on Amazon Appstore's side"
        + (elsewhere.isEmpty ? "" : "; built-ins that do: \(elsewhere.joined(separator: ", "))"))
  }

  /// What cannot be drawn on Amazon's side, as a sentence.
  private func usage(_ message: String) -> StoreUsageError {
    StoreUsageError(message + ".")
  }
}
