import AgeScreen
import Presentation
import Reports
import Scenarios
import Storyboard

/// The kiosk's part of a storyboard page: the start and each script step, with the kiosk's
/// screen after it on a phone, drawn by the shared page writer as every store's part is.
struct KioskStoryboardSource: StoryboardSource {
  /// The terminal the kiosk's screen is drawn on: a device pane's width.
  static let screenSize = Size(width: 40, height: 8)

  let platform = KioskSection.kiosk
  let styles = [DevicePictureStyle.css, SVGPalette.css]
  let entries: [StoryboardSection.Entry]
  /// About 20 KB a step: one small screen of cells.
  var pictureBytes: Int { entries.count * 20_480 }
  private let run: KioskRunReport
  private let options: StoryboardOptions
  private var side: KioskSide

  /// The kiosk's steps of `run`, walked by its side.
  init(run: KioskRunReport, side: KioskSide, options: StoryboardOptions) {
    self.run = run
    self.side = side
    self.options = options
    entries =
      [StoryboardSection.Entry(number: 0, title: "At the start")]
      + run.steps.map { StoryboardSection.Entry(number: $0.number, title: $0.actionText) }
  }

  /// The steps, and whether the run passed.
  var overview: HTMLNode {
    .element(
      "dl", [],
      .group([
        .element("dt", [], .text("Script")),
        .element("dd", [], .text(run.steps.map(\.actionText).joined(separator: ", "))),
        .element("dt", [], .text("Result")),
        .element(
          "dd", [.init("class", run.failures.isEmpty ? "passed" : "failed")],
          .text(run.failures.isEmpty ? "✓ passed" : "✗ FAILED: an expectation failed")),
      ]))
  }

  /// Every word on the kiosk's screens is AgeTUI's: the kiosk is the tests' own store.
  var legend: HTMLNode {
    .text(
      "\(WordingMark.symbol): AgeTUI's wording. The kiosk is a store of AgeTUI's tests: every "
        + "screen here is AgeTUI's.")
  }

  /// The start (index 0) or script step `index`, the side moved on to it.
  mutating func section(at index: Int) -> StoryboardSection {
    if index > 0 { _ = side.update(.nextStep, size: Self.screenSize) }
    let step = index > 0 ? run.steps[index - 1] : nil
    let label = step.map { "after step \($0.number)" } ?? "at the start"
    let canvas = side.render(size: Self.screenSize)
    return StoryboardSection(
      entry: entries[index], action: step?.actionText ?? "",
      origin: step.map { " · script step \($0.scriptStep) of \(run.steps.count)" }
        ?? "before the script's first step",
      narration: "", refusal: nil,
      figures: [
        .init(
          "Kiosk",
          svg: StoreStoryboard.devicePicture(
            canvas, area: canvas.bounds, title: "The kiosk \(label)", options: options,
            hardware: .kiosk),
          missing: "no picture")
      ],
      details: "")
  }
}
