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
/// which a tablet's screen shows at `StoreStoryboard.scale`, as Google Play's phones do.
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
  private let run: AmazonRun
  private let options: StoryboardOptions
  private var side: AmazonSide

  /// Amazon's steps of `run`, walked by Amazon's side through `story`.
  public init(run: AmazonRun, story: AmazonStory, options: StoryboardOptions) {
    self.run = run
    self.options = options
    side = AmazonSide(story: story)
    side.showsWordingMarks = options.showsWordingMarks
    entries = StoreStoryboard.entries(of: run)
  }

  /// The world, the profile and the app, and whether the run passed.
  public var overview: HTMLNode {
    StoreStoryboard.overview(
      of: run,
      facts: [
        ("World", AmazonReportText.region(run.initial)),
        ("Profile", AmazonReportText.profile(run.initial, scenario: run.scenario)),
        ("App", AmazonReportText.app(run.initial)),
      ],
      pictures:
        "the start and \(run.steps.count) steps, each with the Fire tablet, the parent's "
        + "side and the Developer Console as the TUI's panes show them after it")
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
    let details = StoreStoryboard.details(of: step, line: AmazonReportText.traceLine)
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
      origin: StoreStoryboard.origin(of: step, stepCount: run.steps.count),
      narration: step?.narration ?? "", refusal: step?.refusal?.text,
      figures: pictures.map { picture in
        .init(
          picture.caption,
          svg: StoreStoryboard.devicePicture(
            picture.canvas, area: picture.area, title: picture.title, options: options,
            hardware: .fireTablet),
          missing: "no picture: the pane is hidden at this size")
      },
      details: details)
  }
}
