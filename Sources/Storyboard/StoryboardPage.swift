import FlowEngine
import Plot
import Scenarios

/// A storyboard as one self-contained HTML page: no network, no fonts, no scripts; the
/// pictures inline SVG, the style sheet inline CSS with light, dark and print rules.
///
/// The page is built with Plot rather than by joining strings: its nodes nest by
/// construction, so every tag closes where it opened however steps vary. Plot's own escaping
/// is not used for scenario text, though: it leaves entity-like sequences (`&lt;`) alone and
/// never escapes attribute values, so a file could smuggle markup through it. Every text from
/// the scenario goes through ``MarkupText/escape(_:)`` and in as raw, escaped text; attributes
/// hold only values this type makes (ids, classes).
public enum StoryboardPage {
  /// The whole page.
  public static func html(_ storyboard: Storyboard) -> String {
    let scenario = storyboard.scenario
    let page = HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .meta(.name("color-scheme"), .content("light dark")),
        .element(
          named: "title", nodes: [text("AgeTUI storyboard — \(scenario.name): \(scenario.title)")]),
        .style(StoryboardStyle.css + SVGPalette.css)
      ),
      .body(
        .header(
          .class("contents"),
          .p(.class("kicker"), text("AgeTUI storyboard · \(scenario.name)")),
          .h1(text(scenario.title)),
          .p(.class("summary"), text(scenario.summary)),
          overview(storyboard),
          .nav(
            .h2("Steps"),
            .ol(
              .forEach(storyboard.steps) { item in
                .li(
                  .a(.href("#step-\(item.step.number)"), text(item.step.actionText)),
                  .if(item.step.isAutomatic, .span(.class("tag"), " automatic answer")))
              }))
        ),
        .main(.forEach(storyboard.steps) { section($0, in: storyboard) })
      )
    )
    return page.render() + "\n"
  }

  private static func overview(_ storyboard: Storyboard) -> Node<HTML.BodyContext> {
    let overview = storyboard.overview
    return .dl(
      .dt("World"),
      .dd(.ul(.forEach(overview.world) { .li(text($0)) })),
      .dt("Outcome"),
      .dd(
        .ul(
          .forEach(overview.devices) { .li(text($0)) },
          .li(text(overview.outcome)))),
      .dt("Result"),
      .dd(
        .class(overview.passed ? "passed" : "failed"),
        text(overview.passed ? "✓ passed" : "✗ FAILED: an expectation or invariant failed")),
      .dt("Screens"),
      .dd(
        text(
          "\(storyboard.steps.count) steps, drawn as the TUI shows them at "
            + "\(storyboard.size.width)×\(storyboard.size.height)"))
    )
  }

  private static func section(_ item: StoryboardStep, in storyboard: Storyboard)
    -> Node<HTML.BodyContext>
  {
    let step = item.step
    let origin =
      step.isAutomatic
      ? "automatic answer during script step \(step.scriptStep)"
      : "script step \(step.scriptStep) of \(storyboard.scenario.script.count)"
    return .section(
      .class("step"), .id("step-\(step.number)"),
      .h2(
        .span(.class("number"), "Step \(step.number)"), " ",
        .code(text(step.actionText)), " ",
        .span(.class("origin"), text(origin))),
      .unwrap(step.narration.isEmpty ? nil : step.narration) {
        .p(.class("narration"), text($0))
      },
      .unwrap(step.rejection) { .p(.class("refused"), text("✗ Refused: \($0)")) },
      .div(
        .class("devices"),
        figure("Child device", svg: item.childSVG),
        figure("Parent device", svg: item.parentSVG)),
      .div(
        .class("knowledge"),
        .div(
          .h3("What the app learned"), .ul(.forEach(item.knowledge.appLearned) { .li(text($0)) })),
        .div(
          .h3("What the system knows"),
          .ul(.forEach(item.knowledge.systemKnows) { .li(text($0)) }))),
      .if(
        !step.expectations.isEmpty || !step.violations.isEmpty,
        .ul(
          .class("checks"),
          .forEach(step.expectations) { result in
            .li(
              text(
                (result.passed ? "✓ expect " : "✗ expect ")
                  + "\(result.key): expected \(result.expected), actual \(result.actual)"))
          },
          .forEach(step.violations) { violation in
            .li(text("✗ invariant \(violation.rule.rawValue) broken: \(violation.detail)"))
          })),
      .details(
        .summary(
          text("Trace · \(step.entries.count) entr\(step.entries.count == 1 ? "y" : "ies")")),
        .ol(
          .class("trace"),
          .forEach(step.entries) { entry in
            .li(
              .span(.class("seq"), text("#\(entry.sequence)")), " ",
              .span(.class("date"), text("\(entry.date)")), " ",
              .span(.class("actors"), text("\(entry.from.title) → \(entry.to.title)")), " ",
              .span(.class("kind"), text(entry.kind.rawValue)), " ",
              text(entry.summary))
          }))
    )
  }

  private static func figure(_ caption: String, svg: String?) -> Node<HTML.BodyContext> {
    .element(
      named: "figure",
      nodes: [
        .element(named: "figcaption", nodes: [text(caption)]),
        .raw(svg ?? "<p>The screen is too small to show this pane.</p>"),
      ])
  }

  /// Scenario text, escaped by us (see the type's comment).
  private static func text<Context>(_ value: String) -> Node<Context> {
    .raw(MarkupText.escape(value))
  }
}
