import AppleReports
import AppleScenarios
import FlowEngine
import Reports
import Scenarios
import Storyboard

/// Apple's part of a storyboard page: the phones drawn from the presentations of each step's
/// simulation (the person's device, the parent's, Settings when the step changed them), what
/// the app learned beside what the system knows, the checks and the trace.
public struct AppleStoryboardSource: StoryboardSource {
  /// Apple.
  public let platform = ScenarioPlatform.apple
  /// The phones' style sheet.
  public let styles = [DevicePictureStyle.css]
  /// Every walkthrough step, automatic answers tagged.
  public let entries: [StoryboardSection.Entry]
  /// The pictures' size, measured when drawn, else about 12 KB a step.
  public let pictureBytes: Int
  private let scenario: Scenario
  private let runOverview: AppleRunOverview
  private let options: StoryboardOptions
  private let steps: [AppleWalkthroughStep]
  private var pictures: Pictures

  /// The steps already drawn (a ``Storyboard``), or a drawer that draws each as it is asked for.
  private enum Pictures {
    case drawn([AppleStoryboardStep])
    case drawing(AppleStoryboardDrawer)
  }

  /// The steps of `storyboard`, already drawn.
  public init(_ storyboard: AppleDeviceStoryboard) {
    scenario = storyboard.scenario
    runOverview = storyboard.overview
    options = storyboard.options
    pictures = .drawn(storyboard.steps)
    steps = storyboard.steps.map(\.step)
    pictureBytes = storyboard.steps.reduce(0) {
      $0 + ($1.childSVG?.utf8.count ?? 0) + ($1.parentSVG?.utf8.count ?? 0)
        + ($1.settingsSVG?.utf8.count ?? 0)
    }
    entries = steps.map(Self.entry(of:))
  }

  /// Every step of `run`, each drawn when the page asks for it and let go once written.
  public init(run: AppleRun, options: StoryboardOptions) {
    scenario = run.scenario
    runOverview = AppleRunOverview(run)
    self.options = options
    steps = run.steps
    pictures = .drawing(AppleStoryboardDrawer(run: run, options: options))
    pictureBytes = run.steps.count * 12_288
    entries = steps.map(Self.entry(of:))
  }

  private static func entry(of step: AppleWalkthroughStep) -> StoryboardSection.Entry {
    StoryboardSection.Entry(
      number: step.number, title: AppleStepTitle.of(step),
      tag: step.isAutomatic ? "automatic answer" : nil)
  }

  /// The world, the outcome, the result and what the pictures are.
  public var overview: HTMLNode {
    func list(_ items: [String]) -> HTMLNode {
      .element("ul", [], .group(items.map { .element("li", [], .text($0)) }))
    }
    return .element(
      "dl", [],
      .element("dt", [], .text("World")),
      .element("dd", [], list(runOverview.world)),
      .element("dt", [], .text("Outcome")),
      .element("dd", [], list(runOverview.devices + [runOverview.outcome])),
      .element("dt", [], .text("Result")),
      .element(
        "dd", [.init("class", runOverview.passed ? "passed" : "failed")],
        .text(runOverview.passed ? "✓ passed" : "✗ FAILED: an expectation or invariant failed")),
      .element("dt", [], .text("Pictures")),
      .element(
        "dd", [],
        .text(
          "\(steps.count) steps, each with the devices as they look after it "
            + "(drawn from the simulation's presentations, not from the terminal)")))
  }

  /// The dotted underline, with a sample; or that the marks are hidden.
  public var legend: HTMLNode {
    options.showsWordingMarks
      ? .group([
        .element("span", [.init("class", "assumed")], .text("dotted underline")),
        .text(": AgeTUI's wording, not Apple's (docs/assumptions.md §2.6)"),
      ])
      : .text(
        "Wording marks are hidden (--no-wording-marks): AgeTUI's wording is not told "
          + "apart from Apple's in these pictures.")
  }

  /// Step `index`'s phones, drawn now unless the storyboard holds them.
  public mutating func section(at index: Int) -> StoryboardSection {
    let item: AppleStoryboardStep
    switch pictures {
    case .drawn(let drawn): item = drawn[index]
    case .drawing(var drawer):
      // Let go of the stored drawer first, so drawing does not copy what it keeps.
      pictures = .drawn([])
      item = drawer.draw(steps[index])
      pictures = .drawing(drawer)
    }
    let step = item.step
    return StoryboardSection(
      entry: StoryboardSection.Entry(number: step.number, title: item.title),
      action: step.actionText,
      origin: step.isAutomatic
        ? " · automatic answer during script step \(step.scriptStep)"
        : " · script step \(step.scriptStep) of \(scenario.script.count)",
      narration: step.narration, refusal: step.refusal?.text,
      figures: [
        .init("Child device", svg: item.childSVG, missing: "no picture of the person's device"),
        .init("Parent device", svg: item.parentSVG, missing: "No parent in this family."),
      ] + (item.settingsSVG.map { [.init("Settings", svg: $0)] } ?? []),
      details: Self.details(item))
  }

  /// What the app learned and what the system knows, the checks, then the trace.
  private static func details(_ item: AppleStoryboardStep) -> String {
    let step = item.step
    var output = "<div class=\"knowledge\"><div><h3>What the app learned</h3>"
    StepSectionWriter.list(item.knowledge.appLearned, into: &output)
    output += "</div><div><h3>What the system knows</h3>"
    StepSectionWriter.list(item.knowledge.systemKnows, into: &output)
    output += "</div></div>"
    StepSectionWriter.checks(
      step.expectations,
      violations: step.violations.map { "✗ invariant \($0.rule.rawValue) broken: \($0.detail)" },
      into: &output)
    StepSectionWriter.trace(
      step.entries.map {
        (
          $0.sequence, "\($0.date)", "\($0.from.title) → \($0.to.title)", $0.kind.rawValue,
          $0.summary
        )
      }, into: &output)
    return output
  }
}
