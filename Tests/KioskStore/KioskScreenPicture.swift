import AgeScreen
import Storyboard

/// The kiosk's side drawn as an SVG picture of the TUI's screen after a script step: what
/// `run --format svg` draws for the kiosk, and its picture in the prompt gallery.
enum KioskScreenPicture {
  /// The screen at `size` after `step` (0 is the start) of `side`'s script, clamped to its
  /// steps.
  static func svg(of side: KioskSide, step: Int, size: Size) -> String {
    var side = side
    for _ in 0..<min(max(0, step), side.script.steps.count) {
      _ = side.update(.nextStep, size: size)
    }
    return SVGRenderer.render(
      side.render(size: size), title: "AgeTUI — \(side.scenarioName) on Kiosk after step \(step)")
  }
}
