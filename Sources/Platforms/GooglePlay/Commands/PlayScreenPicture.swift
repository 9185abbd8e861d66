import AgeScreen
import GooglePlayScenarios
import GooglePlayScreen
import Scenarios
import Storyboard

/// Google Play's side drawn as an SVG picture of the TUI's screen after a walkthrough step:
/// what `run --format svg` draws for Play's side, and the picture `agetui prompts --format html`
/// shows for each of Play's surfaces. The Play shell walks the worlds `run` already played.
enum PlayScreenPicture {
  /// The screen at `size` after `step` (0 is the start) of the script `story` tells and `run`
  /// played.
  static func svg(story: PlayStory, run: PlayRun, step: Int, size: Size) -> String {
    var shell = PlayShell(story: story, playedBy: run)
    for _ in 0..<step { _ = shell.update(.shell(.nextStep), size: size) }
    return SVGRenderer.render(
      shell.render(size: size),
      title: "AgeTUI — \(run.scenario.name) on Google Play after step \(step)")
  }
}
