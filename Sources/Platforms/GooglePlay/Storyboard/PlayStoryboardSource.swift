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
/// columns, which a phone's screen shows at `StoreStoryboard.scale` (text 12 px tall where the
/// page shows the phone at its own size).
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
  private let run: PlayRun
  private let options: StoryboardOptions
  private var shell: PlayShell

  /// Google Play's steps of `run`, walked by the Play shell through the worlds `story` played.
  public init(run: PlayRun, story: PlayStory, options: StoryboardOptions) {
    self.run = run
    self.options = options
    shell = PlayShell(story: story, playedBy: run)
    shell.showsWordingMarks = options.showsWordingMarks
    entries = StoreStoryboard.entries(of: run)
  }

  /// The world, the account and the app, and whether the run passed.
  public var overview: HTMLNode {
    StoreStoryboard.overview(
      of: run,
      facts: [
        ("World", PlayReportText.region(run.initial)),
        ("Account", PlayReportText.account(run.initial, scenario: run.scenario)),
        ("App", PlayReportText.app(run.initial)),
      ],
      pictures:
        "the start and \(run.steps.count) steps, each with the phone and Family Link as "
        + "the TUI's panes show them after it")
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
    let details = StoreStoryboard.details(of: step, line: PlayReportText.traceLine)
    return StoryboardSection(
      entry: self.entries[index], action: step?.actionText ?? "",
      origin: StoreStoryboard.origin(of: step, stepCount: run.steps.count),
      narration: step?.narration ?? "", refusal: step?.refusal?.text,
      figures: [
        .init(
          "Android phone",
          svg: StoreStoryboard.devicePicture(
            canvas, area: layout.panes[.child], title: "The Android phone \(label)",
            options: options, hardware: .android),
          missing: "no picture of the child's phone"),
        .init(
          "Family Link",
          svg: StoreStoryboard.devicePicture(
            canvas, area: layout.panes[.parent], title: "The parent's Family Link \(label)",
            options: options, hardware: .android),
          missing: "no picture of the parent's phone"),
      ],
      details: details)
  }
}
