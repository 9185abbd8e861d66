import AgeScreen
import AmazonAppstoreScreen
import Storyboard

/// Amazon's side drawn as an SVG picture of the TUI's screen after a walkthrough step: what
/// `run --format svg` draws for Amazon's side, and the picture `agetui prompts --format html`
/// shows for each of Amazon's surfaces.
public enum AmazonScreenPicture {
  /// The screen at `size` after `step` (0 is the start) of `story`, clamped to its steps.
  public static func svg(story: AmazonStory, step: Int, size: Size) -> String {
    var side = AmazonSide(story: story)
    for _ in 0..<min(max(0, step), story.steps.count) {
      _ = side.update(.shell(.nextStep), size: size)
    }
    return SVGRenderer.render(
      side.render(size: size),
      title: "AgeTUI — \(story.name) on Amazon Appstore after step \(step)")
  }
}
