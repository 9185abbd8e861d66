import AgeScreen
import FlowEngine
import GooglePlay
import Reports
import Scenarios

/// A scenario's Google Play side as one self-contained HTML page, as `agetui run --format html`
/// prints it for a Google scenario: no network, no fonts, no scripts. Each script step has its
/// caption and narration, the Play shell's whole screen after it (an inline SVG, as the TUI
/// draws it), the Play trace entries it left in Google's terms and its `expect` results.
///
/// Apple's storyboard draws phones from Apple's presentations; Play's draws the screen the
/// presenter walks, so what the page shows is what `n` shows in the TUI.
public enum PlayStoryboardPage {
  /// The page of `run`, its screens drawn at `size` by the Play shell walking `story`.
  public static func html(run: PlayRun, story: PlayStory, size: Size) -> String {
    let scenario = run.scenario
    var shell = PlayShell(story: story, playedBy: run)
    var sections: [HTMLNode] = [
      section(
        id: "step-0", heading: "Start", caption: nil, narration: nil,
        screen: screen(shell, size: size, scenario: scenario, step: 0), entries: [],
        checks: [])
    ]
    for step in run.steps {
      _ = shell.update(.shell(.nextStep), size: size)
      sections.append(
        section(
          id: "step-\(step.number)",
          heading: "Step \(step.number) of \(run.steps.count) · \(step.actionText)"
            + (step.moment.map { " · moment: \($0.title)" } ?? ""),
          caption: step.caption.isEmpty ? nil : step.caption,
          narration: step.narration.isEmpty ? nil : step.narration,
          screen: screen(shell, size: size, scenario: scenario, step: step.number),
          entries: step.entries, checks: step.expectations))
    }
    let head = StoryboardPage.head(
      title: "AgeTUI storyboard — \(scenario.name) on Google Play: \(scenario.title)",
      css: StoryboardStyle.css + SVGPalette.css + screenCSS)
    let header = HTMLNode.element(
      "header", [.init("class", "contents"), .init("id", "contents")],
      .element("p", classed("kicker"), .text("AgeTUI storyboard · \(scenario.name) · Google Play")),
      .element("h1", [], .text(scenario.title)),
      .element("p", classed("summary"), .text(scenario.summary)),
      .element(
        "ul", [],
        .group(
          [
            ("World", PlayReportText.region(run.initial)),
            ("Account", PlayReportText.account(run.initial, scenario: scenario)),
            ("App", PlayReportText.app(run.initial)),
          ].map { label, value in
            .element("li", [], .element("strong", [], .text("\(label): ")), .text(value))
          })),
      StoryboardPage.stepsNavigation(
        run.steps.map { step in
          (step.number, step.caption.isEmpty ? step.actionText : step.caption, .empty)
        }))
    let body = HTMLNode.element("body", [], header, .element("main", [], .group(sections)))
    return "<!DOCTYPE html>\n"
      + HTMLNode.element("html", [.init("lang", "en")], head, body).rendered
      + "\n"
  }

  private static func screen(_ shell: PlayShell, size: Size, scenario: Scenario, step: Int)
    -> String
  {
    SVGRenderer.render(
      shell.render(size: size),
      title: "AgeTUI — \(scenario.name) on Google Play after step \(step)",
      includesStyle: false)
  }

  private static func section(
    id: String, heading: String, caption: String?, narration: String?, screen: String,
    entries: [PlayTraceEntry], checks: [ExpectationResult]
  ) -> HTMLNode {
    .element(
      "section", [.init("class", "step"), .init("id", id)],
      .element("h2", [], .text(heading)),
      caption.map { .element("p", classed("caption"), .text($0)) } ?? .empty,
      narration.map { .element("p", classed("narration"), .text($0)) } ?? .empty,
      .element("figure", classed("screen"), .raw(screen)),
      entries.isEmpty
        ? .empty
        : .element(
          "ol", classed("trace"),
          .group(
            entries.map { entry in
              .element(
                "li", [],
                .text(
                  "#\(entry.sequence) \(entry.date) \(PlayReportText.title(entry.from)) → "
                    + "\(PlayReportText.title(entry.to)): \(entry.summary)"))
            })),
      checks.isEmpty
        ? .empty
        : .element(
          "ul", classed("checks"),
          .group(
            checks.map { check in
              .element(
                "li", [],
                .text(
                  "expect \(check.key) = \(check.expected): "
                    + (check.passed ? "ok" : "FAILED, actual \(check.actual)")))
            })),
      .element("p", [], .element("a", [.init("href", "#contents")], .text("Contents"))))
  }

  /// The screens at the page's width, as a presenter's terminal fills a slide.
  private static let screenCSS =
    "\nfigure.screen { margin: 1em 0; }\n"
    + "figure.screen svg { width: 100%; height: auto; max-width: 75rem; }\n"
    + "ol.trace, ul.checks { font-family: monospace; font-size: 0.85em; }\n"

  private static func classed(_ name: String) -> [HTMLNode.Attribute] {
    [.init("class", name)]
  }
}
