import FlowEngine
import Scenarios

/// A storyboard as one self-contained HTML page: no network, no fonts, no scripts; the
/// pictures inline SVG, the style sheet inline CSS with light, dark and print rules.
///
/// The page is built as a tree of ``HTMLNode``s rather than by joining strings: its nodes nest
/// by construction, so every tag closes where it opened however steps vary. Every text from
/// the scenario goes through ``MarkupText/escape(_:)``; attributes hold only values this type
/// makes (ids, classes).
public enum StoryboardPage {
  /// The whole page.
  public static func html(_ storyboard: Storyboard) -> String {
    let scenario = storyboard.scenario
    let page = HTMLNode.group([
      .raw("<!DOCTYPE html>"),
      .element(
        "html", [.init("lang", "en")],
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
          .element("title", [], .text("AgeTUI storyboard — \(scenario.name): \(scenario.title)")),
          .element("style", [], .raw(StoryboardStyle.css + SVGPalette.css))
        ),
        .element(
          "body", [],
          .element(
            "header", classed("contents"),
            .element("p", classed("kicker"), .text("AgeTUI storyboard · \(scenario.name)")),
            .element("h1", [], .text(scenario.title)),
            .element("p", classed("summary"), .text(scenario.summary)),
            overview(storyboard),
            .element(
              "nav", [],
              .element("h2", [], .text("Steps")),
              .element(
                "ol", [],
                .group(
                  storyboard.steps.map { item in
                    .element(
                      "li", [],
                      .element(
                        "a", [.init("href", "#step-\(item.step.number)")],
                        .text(item.step.actionText)),
                      item.step.isAutomatic
                        ? .element("span", classed("tag"), .text(" automatic answer")) : .empty)
                  })))
          ),
          .element("main", [], .group(storyboard.steps.map { section($0, in: storyboard) }))
        )
      ),
    ])
    return page.rendered + "\n"
  }

  private static func overview(_ storyboard: Storyboard) -> HTMLNode {
    let overview = storyboard.overview
    return .element(
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
      .element("dt", [], .text("Screens")),
      .element(
        "dd", [],
        .text(
          "\(storyboard.steps.count) steps, drawn as the TUI shows them at "
            + "\(storyboard.size.width)×\(storyboard.size.height)"))
    )
  }

  private static func section(_ item: StoryboardStep, in storyboard: Storyboard) -> HTMLNode {
    let step = item.step
    let origin =
      step.isAutomatic
      ? "automatic answer during script step \(step.scriptStep)"
      : "script step \(step.scriptStep) of \(storyboard.scenario.script.count)"
    return .element(
      "section", [.init("class", "step"), .init("id", "step-\(step.number)")],
      .element(
        "h2", [],
        .element("span", classed("number"), .text("Step \(step.number)")), .text(" "),
        .element("code", [], .text(step.actionText)), .text(" "),
        .element("span", classed("origin"), .text(origin))),
      step.narration.isEmpty
        ? .empty : .element("p", classed("narration"), .text(step.narration)),
      step.rejection.map { .element("p", classed("refused"), .text("✗ Refused: \($0)")) }
        ?? .empty,
      .element(
        "div", classed("devices"),
        figure("Child device", svg: item.childSVG),
        figure("Parent device", svg: item.parentSVG)),
      .element(
        "div", classed("knowledge"),
        .element(
          "div", [], .element("h3", [], .text("What the app learned")),
          list(item.knowledge.appLearned)),
        .element(
          "div", [], .element("h3", [], .text("What the system knows")),
          list(item.knowledge.systemKnows))),
      step.expectations.isEmpty && step.violations.isEmpty
        ? .empty
        : .element(
          "ul", classed("checks"),
          .group(
            step.expectations.map { result in
              .element(
                "li", [],
                .text(
                  (result.passed ? "✓ expect " : "✗ expect ")
                    + "\(result.key): expected \(result.expected), actual \(result.actual)"))
            }),
          .group(
            step.violations.map { violation in
              .element(
                "li", [],
                .text("✗ invariant \(violation.rule.rawValue) broken: \(violation.detail)"))
            })),
      .element(
        "details", [],
        .element(
          "summary", [],
          .text("Trace · \(step.entries.count) entr\(step.entries.count == 1 ? "y" : "ies")")),
        .element(
          "ol", classed("trace"),
          .group(
            step.entries.map { entry in
              .element(
                "li", [],
                .element("span", classed("seq"), .text("#\(entry.sequence)")), .text(" "),
                .element("span", classed("date"), .text("\(entry.date)")), .text(" "),
                .element(
                  "span", classed("actors"), .text("\(entry.from.title) → \(entry.to.title)")),
                .text(" "),
                .element("span", classed("kind"), .text(entry.kind.rawValue)), .text(" "),
                .text(entry.summary))
            })))
    )
  }

  private static func figure(_ caption: String, svg: String?) -> HTMLNode {
    .element(
      "figure", [],
      .element("figcaption", [], .text(caption)),
      .raw(svg ?? "<p>The screen is too small to show this pane.</p>"))
  }

  /// `<ul>` with one `<li>` per text.
  private static func list(_ items: [String]) -> HTMLNode {
    .element("ul", [], .group(items.map { .element("li", [], .text($0)) }))
  }

  /// A `class` attribute.
  private static func classed(_ name: String) -> [HTMLNode.Attribute] {
    [.init("class", name)]
  }
}
