import AgeScreen
import ArgumentParser
import Scenarios
import Storyboard

/// Apple's side of a run: the TUI's frames (a cast, one screen), the storyboard page and the
/// step's phones, drawn from the run already played and checked.
struct AppleRunScreens: RunScreens {
  /// The run drawn.
  let run: ScenarioRun
  /// The same run, opened as the TUI opens it.
  let opened: OpenScenario
  /// The terminal size of a cast or a TUI frame.
  let size: Size
  /// The storyboard's options (wording marks).
  let options: StoryboardOptions

  /// Apple's side of what `run` played.
  init(_ request: RunScreenRequest) {
    run = request.run
    opened = request.opened
    size = request.size
    options = request.options
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
  func page(step: RunStepArgument) throws -> String {
    var storyboard = Storyboard(run: run, options: options)
    let number = try step.resolved(in: run.scenario)
    guard storyboard.steps.indices.contains(number - 1) else {
      StandardError.line(
        "Error: --step \(number) is out of range: \(run.scenario.name)'s storyboard has steps 1 "
          + "to \(storyboard.steps.count).")
      throw ExitCode(64)
    }
    storyboard.steps = [storyboard.steps[number - 1]]
    return StoryboardPage.html(storyboard)
  }

  /// The TUI's screen, or with `devices` the devices, after `step` (default: the last).
  func picture(step: RunStepArgument?, devices: Bool) throws -> String {
    let last = run.steps.count
    let target = try step?.resolved(in: run.scenario) ?? last
    guard devices else {
      // The TUI's whole screen, as a presenter's terminal shows it and the `x` key saves it.
      guard (0...last).contains(target) else { throw stepOutOfRange(target) }
      var player = ScriptPlayer(opened, size: size)
      player.advance(to: target)
      return player.frameSVG
    }
    guard let pictures = Storyboard.pictures(of: run, step: target, options: options) else {
      throw stepOutOfRange(target)
    }
    return pictures.combinedSVG(options: options)
  }

  /// Says which steps there are, and gives the usage error's status.
  private func stepOutOfRange(_ target: Int) -> ExitCode {
    StandardError.line(
      "Error: --step \(target) is out of range: \(run.scenario.name) has steps 0 (the "
        + "start) to \(run.steps.count).")
    return ExitCode(64)
  }
}
