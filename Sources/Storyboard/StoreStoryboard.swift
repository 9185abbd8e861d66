import AgeScreen
import FlowEngine
import Reports
import Scenarios

/// What every store's part of a storyboard page shares, so a store's source gives only its own
/// terms (its devices, its world's lines, its legend): the entries of a run, the overview's
/// list, a step's origin line and its trace and checks, and a pane drawn on a device's screen.
public enum StoreStoryboard {
  /// How much a pane's cells shrink to fit a device's screen (304 of 400 units): a terminal
  /// cell's 16-unit text becomes 12.16 units, the size of a device picture's footnote.
  public static let scale = 0.76
  /// The room between the device's screen edges and the pane.
  static let inset = 8

  /// The start, then every script step of `run`, titled by its caption or its action.
  public static func entries<World: ScenarioWorld>(of run: PlatformRun<World>)
    -> [StoryboardSection.Entry]
  {
    [StoryboardSection.Entry(number: 0, title: "At the start")]
      + run.steps.map { step in
        StoryboardSection.Entry(
          number: step.number, title: step.caption.isEmpty ? step.actionText : step.caption)
      }
  }

  /// The overview's list: the store's `facts` about the world, whether `run` passed, and what
  /// the `pictures` show.
  public static func overview<World: ScenarioWorld>(
    of run: PlatformRun<World>, facts: [(label: String, value: String)], pictures: String
  ) -> HTMLNode {
    .element(
      "dl", [],
      .group(
        facts.map { label, value in
          .group([.element("dt", [], .text(label)), .element("dd", [], .text(value))])
        }),
      .element("dt", [], .text("Result")),
      .element(
        "dd", [.init("class", run.passed ? "passed" : "failed")],
        .text(run.passed ? "✓ passed" : "✗ FAILED: an expectation failed")),
      .element("dt", [], .text("Pictures")),
      .element("dd", [], .text(pictures)))
  }

  /// Where `step` (nil: the start) stands in a script of `stepCount` steps:
  /// ` · script step 2 of 5 · moment: revocation`.
  public static func origin<World: ScenarioWorld>(of step: RunStep<World>?, stepCount: Int)
    -> String
  {
    guard let step else { return "before the script's first step" }
    return (step.actionText.isEmpty ? "" : " · ") + "script step \(step.scriptStep) of \(stepCount)"
      + (step.moment.map { " · moment: \($0.title)" } ?? "")
  }

  /// A step's `expect` results and trace, as the section's details: each entry as `line`
  /// names it in the store's terms.
  public static func details<World: ScenarioWorld>(
    of step: RunStep<World>?, line: (World.Entry) -> RunTraceLine
  ) -> String {
    var details = ""
    StepSectionWriter.checks(step?.expectations ?? [], into: &details)
    StepSectionWriter.trace(
      (step?.entries ?? []).map(line).map {
        ($0.sequence, "\($0.date)", "\($0.from) → \($0.to)", nil, $0.summary)
      }, into: &details)
    return details
  }

  /// The pane at `area` of `canvas` on the screen of a `hardware` device, shrunk by ``scale``;
  /// nil when the pane is hidden at its size.
  public static func devicePicture(
    _ canvas: Canvas, area: Rect?, title: String, options: StoryboardOptions,
    hardware: PhoneHardware
  ) -> String? {
    guard let area else { return nil }
    let screen = SVGRenderer.group(
      canvas, area: area, transform: "translate(\(inset) \(PhoneFrame.contentTop)) scale(\(scale))")
    var content = SVGWriter(
      capacity: screen.utf8.count, showsWordingMarks: options.showsWordingMarks)
    content.raw(screen)
    let paneHeight = Double(area.height * SVGRenderer.cellHeight) * scale
    return PhoneFrame.svg(
      content: content, height: PhoneFrame.contentTop + Int(paneHeight.rounded(.up)) + 24,
      background: "screen", title: title, includesStyle: false, hardware: hardware)
  }
}
