import AgeScreen
import AppleScenarios
import AppleScreen
import AppleStoryboard
import Prompts
import Scenarios
import StoreCommands
import Storyboard

/// Apple's side of a run: the TUI's frames (a cast, one screen), the storyboard page and the
/// step's phones, drawn from the run already played and checked.
struct AppleRunScreens: RunScreens {
  /// The run drawn.
  let run: AppleRun
  /// The same run, opened as the TUI opens it.
  let opened: AppleOpenScenario
  /// The terminal size of a cast or a TUI frame.
  let size: Size
  /// The storyboard's options (wording marks).
  let options: StoryboardOptions
  /// The built-ins' catalogue, for the errors that name the built-ins showing a surface.
  let builtInCatalogue: @Sendable (_ stores: [ScenarioPlatform]?) -> PromptCatalogue

  /// Apple's side of what `run` played; nil when its report has no Apple run (a scenario that
  /// does not run on Apple).
  init?(_ request: RunScreenRequest) {
    guard let run = request.report.run(AppleRun.self) else {
      return nil
    }
    self.run = run
    opened = AppleOpenScenario(run: run)
    size = request.size
    options = request.options
    builtInCatalogue = request.builtInCatalogue
  }

  func cast() -> String {
    HeadlessCast.record(opened, size: size).text
  }

  /// Apple's steps, each drawn as the page asks for it.
  func storyboard() -> any StoryboardSource {
    AppleStoryboardSource(run: run, options: options)
  }

  /// The storyboard page of `step`'s section alone (keeping its number and its `#step-N`
  /// anchor).
  func page(step: RunStepArgument) throws(StoreUsageError) -> String {
    var storyboard = AppleDeviceStoryboard(run: run, options: options)
    let number = try resolved(step)
    guard storyboard.steps.indices.contains(number - 1) else {
      throw StoreUsageError(
        "--step \(number) is out of range: \(run.scenario.name)'s storyboard has steps 1 "
          + "to \(storyboard.steps.count).")
    }
    storyboard.steps = [storyboard.steps[number - 1]]
    return StoryboardPage.html(storyboard)
  }

  /// The TUI's screen, or with `devices` the devices, after `step` (default: the last).
  func picture(step: RunStepArgument?, devices: Bool) throws(StoreUsageError) -> String {
    let last = run.steps.count
    let target = try step.map(resolved) ?? last
    guard devices else {
      // The TUI's whole screen, as a presenter's terminal shows it and the `x` key saves it.
      guard (0...last).contains(target) else { throw stepOutOfRange(target) }
      var player = AppleScriptPlayer(opened, size: size)
      player.advance(to: target)
      return player.frameSVG
    }
    guard let pictures = AppleDeviceStoryboard.pictures(of: run, step: target, options: options)
    else {
      throw stepOutOfRange(target)
    }
    return pictures.combinedSVG(options: options)
  }

  /// `step`'s number in the run's scenario.
  private func resolved(_ step: RunStepArgument) throws(StoreUsageError) -> Int {
    try step.resolved(in: run.scenario) { builtInCatalogue([.apple]) }
  }

  /// Says which steps there are.
  private func stepOutOfRange(_ target: Int) -> StoreUsageError {
    StoreUsageError(
      "--step \(target) is out of range: \(run.scenario.name) has steps 0 (the "
        + "start) to \(run.steps.count).")
  }
}
