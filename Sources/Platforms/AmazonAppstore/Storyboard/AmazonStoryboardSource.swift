import AgeScreen
import AmazonAppstoreReports
import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import Presentation
import Scenarios
import Storyboard

/// Amazon Appstore's part of a storyboard page: the start and each script step, with the
/// child's Fire tablet, the parent's side and the Developer Console as Amazon's side draws them
/// after it (what `n` shows in the TUI), each on a Fire tablet, then the Amazon trace entries
/// it left and its `expect` results. Amazon documents nothing a parent or child sees
/// (amazon.md §10), so every screen is AgeTUI's invention, and the legend says so.
///
/// The panes are drawn on a terminal of ``screenSize``, 80 columns: each pane is 40 columns,
/// which a tablet's screen shows at ``scale``, as Google Play's phones do.
public struct AmazonStoryboardSource: StoryboardSource {
  /// Amazon Appstore.
  public let platform = ScenarioPlatform.amazonAppstore
  /// The devices' style sheet, the terminal's colours, and room between the devices and the
  /// checks under them.
  public let styles = [DevicePictureStyle.css, SVGPalette.css, ".devices+.checks{margin-top:12px}"]
  /// The start, then every script step.
  public let entries: [StoryboardSection.Entry]
  /// About 60 KB a step: three devices of a terminal pane's cells.
  public var pictureBytes: Int { entries.count * 61_440 }
  /// The terminal the panes are laid out on: 80 columns put two panes side by side, 40 columns
  /// each; 48 rows leave them room under the narration.
  public static let screenSize = Size(width: 80, height: 48)
  /// The terminal the Developer Console is drawn on: 40 columns show it alone, as wide as a
  /// device pane.
  public static let consoleSize = Size(width: 40, height: 48)
  /// How much a pane's cells shrink to fit a tablet's screen (304 of 400 units): a terminal
  /// cell's 16-unit text becomes 12.16 units, the size of a device picture's footnote.
  public static let scale = 0.76
  /// The room between the tablet's screen edges and the pane.
  private static let inset = 8
  private let run: AmazonRun
  private let options: StoryboardOptions
  private var side: AmazonSide

  /// Amazon's steps of `run`, walked by Amazon's side through `story`.
  public init(run: AmazonRun, story: AmazonStory, options: StoryboardOptions) {
    self.run = run
    self.options = options
    side = AmazonSide(story: story)
    side.showsWordingMarks = options.showsWordingMarks
    entries =
      [StoryboardSection.Entry(number: 0, title: "At the start")]
      + run.steps.map { step in
        StoryboardSection.Entry(
          number: step.number, title: step.caption.isEmpty ? step.actionText : step.caption)
      }
  }

  /// The world, the profile and the app, and whether the run passed.
  public var overview: HTMLNode {
    .element(
      "dl", [],
      .group(
        [
          ("World", AmazonReportText.region(run.initial)),
          ("Profile", AmazonReportText.profile(run.initial, scenario: run.scenario)),
          ("App", AmazonReportText.app(run.initial)),
        ].map { label, value in
          .group([.element("dt", [], .text(label)), .element("dd", [], .text(value))])
        }),
      .element("dt", [], .text("Result")),
      .element(
        "dd", [.init("class", run.passed ? "passed" : "failed")],
        .text(run.passed ? "✓ passed" : "✗ FAILED: an expectation failed")),
      .element("dt", [], .text("Pictures")),
      .element(
        "dd", [],
        .text(
          "the start and \(run.steps.count) steps, each with the Fire tablet, the parent's "
            + "side and the Developer Console as the TUI's panes show them after it")))
  }

  /// What `≈` marks, and that every screen is AgeTUI's; or that the marks are hidden.
  public var legend: HTMLNode {
    options.showsWordingMarks
      ? .text(
        "\(WordingMark.symbol): AgeTUI's invention, not Amazon's. Amazon documents nothing a "
          + "parent or child sees (amazon.md §10): every screen of Amazon's here is AgeTUI's; "
          + "only GetUserAgeData's row, the revocation report's file and the developer's own "
          + "text are unmarked.")
      : .text(
        "Wording marks are hidden (--no-wording-marks): every screen of Amazon's here is "
          + "still AgeTUI's invention (amazon.md §10), though its words are not marked.")
  }

  /// The start (index 0) or script step `index`, the side moved on to it.
  public mutating func section(at index: Int) -> StoryboardSection {
    if index > 0 { _ = side.update(.shell(.nextStep), size: Self.screenSize) }
    let step = index > 0 ? run.steps[index - 1] : nil
    let label = step.map { "after step \($0.number)" } ?? "at the start"
    // The Developer Console, not the Timeline, is the fourth pane a page shows.
    let frame = side.frame(size: Self.screenSize)
    let canvas = frame.render(size: Self.screenSize)
    let layout = frame.layout(size: Self.screenSize)
    var details = ""
    StepSectionWriter.checks(step?.expectations ?? [], into: &details)
    StepSectionWriter.trace(
      (step?.entries ?? []).map {
        (
          $0.sequence, "\($0.date)",
          "\(AmazonReportText.title($0.from)) → \(AmazonReportText.title($0.to))", nil,
          $0.summary
        )
      }, into: &details)
    // At 80 columns the Developer Console is a drawer as wide as the screen; a 40-column
    // screen shows it alone, as wide as a device pane, so it fits a tablet as they do.
    var console = side
    console.focus = .timeline
    let consoleFrame = console.frame(size: Self.consoleSize)
    let pictures: [(caption: String, canvas: Canvas, area: Rect?, title: String)] = [
      ("Fire tablet", canvas, layout.panes[.child], "The child's Fire tablet \(label)"),
      ("Parent's side", canvas, layout.panes[.parent], "The parent's side \(label)"),
      (
        "Developer Console", consoleFrame.render(size: Self.consoleSize),
        consoleFrame.layout(size: Self.consoleSize).panes[.timeline],
        "The Developer Console \(label)"
      ),
    ]
    return StoryboardSection(
      entry: entries[index], action: step?.actionText ?? "",
      origin: step.map {
        ($0.actionText.isEmpty ? "" : " · ") + "script step \($0.scriptStep) of \(run.steps.count)"
          + ($0.moment.map { " · moment: \($0.title)" } ?? "")
      } ?? "before the script's first step",
      narration: step?.narration ?? "", refusal: step?.refusal?.text,
      figures: pictures.map { picture in
        .init(
          picture.caption,
          svg: Self.tablet(
            picture.canvas, area: picture.area, title: picture.title, options: options),
          missing: "no picture: the pane is hidden at this size")
      },
      details: details)
  }

  /// The pane at `area` of `canvas` on a Fire tablet's screen, shrunk by ``scale``.
  static func tablet(_ canvas: Canvas, area: Rect?, title: String, options: StoryboardOptions)
    -> String?
  {
    guard let area else { return nil }
    let screen = SVGRenderer.group(
      canvas, area: area, transform: "translate(\(inset) \(PhoneFrame.contentTop)) scale(\(scale))")
    var content = SVGWriter(
      capacity: screen.utf8.count, showsWordingMarks: options.showsWordingMarks)
    content.raw(screen)
    let paneHeight = Double(area.height * SVGRenderer.cellHeight) * scale
    return PhoneFrame.svg(
      content: content, height: PhoneFrame.contentTop + Int(paneHeight.rounded(.up)) + 24,
      background: "screen", title: title, includesStyle: false, hardware: .fireTablet)
  }
}
