import Apple
import FlowEngine
import Reports
import Scenarios

/// A storyboard as one self-contained HTML page: no network, no fonts, no scripts; the
/// pictures inline SVG, the style sheet inline CSS with light, dark and print rules. A table of
/// contents names every step in words; each step links to the one before, the contents and the
/// one after; the legend says what the dotted underline in the pictures means.
///
/// The head and the contents are a tree of ``HTMLNode``s, whose nodes nest by construction; each
/// step's section, most of a long page, is appended straight to the page by
/// `StepSectionWriter`, whose every tag opens and closes in one function. Every text from the
/// scenario goes through ``MarkupText/escape(_:)``; attributes hold only values the page makes
/// (ids, classes).
public enum StoryboardPage {
  /// The whole page of a storyboard already drawn.
  public static func html(_ storyboard: Storyboard) -> String {
    var index = 0
    return page(
      scenario: storyboard.scenario, overview: storyboard.overview, options: storyboard.options,
      steps: storyboard.steps.map(\.step),
      pictureBytes: storyboard.steps.reduce(0) {
        $0 + ($1.childSVG?.utf8.count ?? 0) + ($1.parentSVG?.utf8.count ?? 0)
          + ($1.settingsSVG?.utf8.count ?? 0)
      }
    ) {
      defer { index += 1 }
      return storyboard.steps[index]
    }
  }

  /// The whole page of `run`, each step drawn, written and let go in turn: what `agetui run
  /// --format html` prints (a long script's pictures are never all held at once).
  public static func html(run: ScenarioRun, options: StoryboardOptions) -> String {
    var drawer = StoryboardDrawer(run: run, options: options)
    var index = 0
    return page(
      scenario: run.scenario, overview: RunOverview(run), options: options, steps: run.steps,
      pictureBytes: run.steps.count * 12_288
    ) {
      defer { index += 1 }
      return drawer.draw(run.steps[index])
    }
  }

  /// The page, asking `next` for each step's pictures in order.
  private static func page(
    scenario: Scenario, overview: RunOverview, options: StoryboardOptions,
    steps: [WalkthroughStep], pictureBytes: Int, next: () -> StoryboardStep
  ) -> String {
    let head = self.head(
      title: "AgeTUI storyboard — \(scenario.name): \(scenario.title)",
      css: StoryboardStyle.css + DevicePictureStyle.css)
    let header = HTMLNode.element(
      "header", [.init("class", "contents"), .init("id", "contents")],
      .element("p", classed("kicker"), .text("AgeTUI storyboard · \(scenario.name)")),
      .element("h1", [], .text(scenario.title)),
      .element("p", classed("summary"), .text(scenario.summary)),
      self.overview(overview, stepCount: steps.count),
      legend(options),
      stepsNavigation(
        steps.map { step in
          (
            step.number, StepTitle.of(step),
            step.isAutomatic ? .element("span", classed("tag"), .text(" automatic answer")) : .empty
          )
        }))
    // The page is mostly its pictures: room for them and a few kilobytes a step up front, so
    // the page is not copied as it grows.
    var output = ""
    output.reserveCapacity(16_384 + steps.count * 6_144 + pictureBytes)
    // The tags around the steps are written by hand, so each step's section can be rendered
    // as soon as it is drawn.
    output += "<!DOCTYPE html><html lang=\"en\">"
    head.render(into: &output)
    output += "<body>"
    header.render(into: &output)
    output += "<main>"
    for index in steps.indices {
      StepSectionWriter.section(
        next(), index: index, steps: steps, scenario: scenario, into: &output)
    }
    output += "</main></body></html>\n"
    return output
  }

  private static func overview(_ overview: RunOverview, stepCount: Int) -> HTMLNode {
    .element(
      "dl", [],
      .element("dt", [], .text("World")),
      .element("dd", [], list(overview.world)),
      .element("dt", [], .text("Outcome")),
      .element(
        "dd", [],
        .element(
          "ul", [],
          .group(overview.devices.map { .element("li", [], .text($0)) }),
          .element("li", [], .text(overview.outcome)))),
      .element("dt", [], .text("Result")),
      .element(
        "dd", classed(overview.passed ? "passed" : "failed"),
        .text(overview.passed ? "✓ passed" : "✗ FAILED: an expectation or invariant failed")),
      .element("dt", [], .text("Pictures")),
      .element(
        "dd", [],
        .text(
          "\(stepCount) steps, each with the devices as they look after it "
            + "(drawn from the simulation's presentations, not from the terminal)"))
    )
  }

  /// What the dotted underline means, with a sample of it; or that the marks are hidden.
  private static func legend(_ options: StoryboardOptions) -> HTMLNode {
    .element(
      "p", classed("legend"),
      options.showsWordingMarks
        ? .group([
          .element("span", classed("assumed"), .text("dotted underline")),
          .text(": AgeTUI's wording, not Apple's (docs/assumptions.md §2.6)"),
        ])
        : .text(
          "Wording marks are hidden (--no-wording-marks): AgeTUI's wording is not told "
            + "apart from Apple's in these pictures."))
  }

  /// `<ul>` with one `<li>` per text.
  private static func list(_ items: [String]) -> HTMLNode {
    .element("ul", [], .group(items.map { .element("li", [], .text($0)) }))
  }

  /// A `class` attribute.
  /// A page's head: UTF-8, the viewport, light and dark schemes, its title and style sheet.
  static func head(title: String, css: String) -> HTMLNode {
    .element(
      "head", [],
      .selfClosing("meta", attributes: [.init("charset", "UTF-8")]),
      .selfClosing(
        "meta",
        attributes: [
          .init("name", "viewport"), .init("content", "width=device-width, initial-scale=1"),
        ]),
      .selfClosing(
        "meta", attributes: [.init("name", "color-scheme"), .init("content", "light dark")]),
      .element("title", [], .text(title)),
      .element("style", [], .raw(css)))
  }

  private static func classed(_ name: String) -> [HTMLNode.Attribute] {
    [.init("class", name)]
  }

  /// The page's contents: each step's title linking to its section (`#step-N`), followed by
  /// `tag` (Apple's automatic answers are tagged; Play's steps are not).
  static func stepsNavigation(_ steps: [(number: Int, title: String, tag: HTMLNode)]) -> HTMLNode {
    .element(
      "nav", [],
      .element("h2", [], .text("Steps")),
      .element(
        "ol", [],
        .group(
          steps.map { step in
            .element(
              "li", [], .element("a", [.init("href", "#step-\(step.number)")], .text(step.title)),
              step.tag)
          })))
  }
}
