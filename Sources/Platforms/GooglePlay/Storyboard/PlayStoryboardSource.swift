import AgeScreen
import FlowEngine
import GooglePlay
import GooglePlayReports
import GooglePlayScenarios
import GooglePlayScreen
import Presentation
import Reports
import Scenarios
import Storyboard

/// Google Play's part of a storyboard page: the start and each script step, with the child's
/// Android phone and the parent's Family Link as the Play shell draws them after it (what `n`
/// shows in the TUI), each on a phone, then the Play trace entries it left in Google's terms and
/// its `expect` results.
///
/// The panes are drawn on a terminal of ``screenSize``, 80 columns: each device pane is 40
/// columns, which a phone's screen shows at ``scale`` (text 12 px tall where the page shows
/// the phone at its own size).
public struct PlayStoryboardSource: StoryboardSource {
  /// Google Play.
  public let platform = ScenarioPlatform.googlePlay
  /// The phones' style sheet, the terminal's colours, and room between the phones and the
  /// checks under them.
  public let styles = [DevicePictureStyle.css, SVGPalette.css, ".devices+.checks{margin-top:12px}"]
  /// The start, then every script step.
  public let entries: [StoryboardSection.Entry]
  /// About 40 KB a step: two phones of a terminal pane's cells.
  public var pictureBytes: Int { entries.count * 40_960 }
  /// The terminal the panes are laid out on: 80 columns put the two devices side by side, 40
  /// columns each; 48 rows leave them room under the narration.
  public static let screenSize = Size(width: 80, height: 48)
  /// How much a pane's cells shrink to fit a phone's screen (304 of 400 units): a terminal
  /// cell's 16-unit text becomes 12.16 units, the size of a phone picture's footnote.
  public static let scale = 0.76
  /// The room between the phone's screen edges and the pane.
  private static let inset = 8
  private let run: PlayRun
  private let options: StoryboardOptions
  private var shell: PlayShell

  /// Google Play's steps of `run`, walked by the Play shell through the worlds `story` played.
  public init(run: PlayRun, story: PlayStory, options: StoryboardOptions) {
    self.run = run
    self.options = options
    shell = PlayShell(story: story, playedBy: run)
    shell.showsWordingMarks = options.showsWordingMarks
    entries =
      [StoryboardSection.Entry(number: 0, title: "At the start")]
      + run.steps.map { step in
        StoryboardSection.Entry(
          number: step.number, title: step.caption.isEmpty ? step.actionText : step.caption)
      }
  }

  /// The world, the account and the app, and whether the run passed.
  public var overview: HTMLNode {
    .element(
      "dl", [],
      .group(
        [
          ("World", PlayReportText.region(run.initial)),
          ("Account", PlayReportText.account(run.initial, scenario: run.scenario)),
          ("App", PlayReportText.app(run.initial)),
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
          "the start and \(run.steps.count) steps, each with the phone and Family Link as "
            + "the TUI's panes show them after it")))
  }

  /// What `≈` marks; or that the marks are hidden.
  public var legend: HTMLNode {
    options.showsWordingMarks
      ? .text(
        "\(WordingMark.symbol): AgeTUI's wording, not Google's (Google "
          + "documents the prompt and Family Link's request, not their words)")
      : .text(
        "Wording marks are hidden (--no-wording-marks): AgeTUI's wording is not told apart "
          + "from Google's in these pictures.")
  }

  /// The start (index 0) or script step `index`, the shell moved on to it.
  public mutating func section(at index: Int) -> StoryboardSection {
    if index > 0 { _ = shell.update(.shell(.nextStep), size: Self.screenSize) }
    let step = index > 0 ? run.steps[index - 1] : nil
    let label = step.map { "after step \($0.number)" } ?? "at the start"
    let frame = shell.frame(size: Self.screenSize)
    let canvas = frame.render(size: Self.screenSize)
    let layout = frame.layout(size: Self.screenSize)
    var details = ""
    StepSectionWriter.checks(step?.expectations ?? [], into: &details)
    StepSectionWriter.trace(
      (step?.entries ?? []).map {
        (
          $0.sequence, "\($0.date)",
          "\(PlayReportText.title($0.from)) → \(PlayReportText.title($0.to))", nil, $0.summary
        )
      }, into: &details)
    return StoryboardSection(
      entry: self.entries[index], action: step?.actionText ?? "",
      origin: step.map {
        ($0.actionText.isEmpty ? "" : " · ") + "script step \($0.scriptStep) of \(run.steps.count)"
          + ($0.moment.map { " · moment: \($0.title)" } ?? "")
      } ?? "before the script's first step",
      narration: step?.narration ?? "", refusal: nil,
      figures: [
        .init(
          "Android phone",
          svg: Self.phone(
            canvas, area: layout.panes[.child], title: "The Android phone \(label)",
            options: options),
          missing: "no picture of the child's phone"),
        .init(
          "Family Link",
          svg: Self.phone(
            canvas, area: layout.panes[.parent], title: "The parent's Family Link \(label)",
            options: options),
          missing: "no picture of the parent's phone"),
      ],
      details: details)
  }

  /// The pane at `area` of `canvas` on a phone's screen, shrunk by ``scale``.
  static func phone(_ canvas: Canvas, area: Rect?, title: String, options: StoryboardOptions)
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
      background: "screen", title: title, includesStyle: false, hardware: .android)
  }
}
