import Scenarios

/// A storyboard as one self-contained HTML page, for every store alike: no network, no fonts,
/// no scripts; the pictures inline SVG, the style sheet inline CSS with light, dark and print
/// rules. A table of contents names every step in words; each step links to the one before,
/// the contents and the one after; the legend says what the marks in the pictures mean. Each
/// store gives its facts, steps and pictures through a ``StoryboardSource``; a page of several
/// stores shows each store's steps under its own heading, one after the other, and its
/// Previous/Next links walk on from one store's last step to the next store's first.
///
/// The head and the contents are a tree of ``HTMLNode``s, whose nodes nest by construction; each
/// step's section, most of a long page, is appended straight to the page by
/// `StepSectionWriter`, whose every tag opens and closes in one function. Every text from the
/// scenario goes through ``MarkupText/escape(_:)``; attributes hold only values the page makes
/// (ids, classes).
public enum StoryboardPage {
  /// The whole page of `scenario` on every store of `sources`, in order: what `agetui run
  /// --format html` prints (a long script's pictures are never all held at once).
  public static func html(scenario: Scenario, _ sources: [any StoryboardSource]) -> String {
    var sources = sources
    // Alone, a store's steps are `#step-N`; beside another, each store's are prefixed with its
    // name (`#google-play-step-N`), so every link still lands on one section.
    let prefixes = sources.map { sources.count == 1 ? "" : "\($0.platform.rawValue)-" }
    let anchors = sources.indices.flatMap { store in
      sources[store].entries.map { "\(prefixes[store])step-\($0.number)" }
    }
    let stores = ListPhrase.joined(sources.map(\.platform.title))
    let onApple = sources.map(\.platform) == [.apple]
    var styles: [String] = []
    for style in sources.flatMap(\.styles) where !styles.contains(style) { styles.append(style) }
    if sources.count > 1 { styles.append("h2.store{font-size:23px;margin:24px 0 8px}") }
    let head = self.head(
      title: "AgeTUI storyboard — \(scenario.name)\(onApple ? "" : " on \(stores)"): "
        + scenario.title,
      css: StoryboardStyle.css + styles.joined())
    let parts: [HTMLNode] = sources.indices.map { store in
      let source = sources[store]
      return .group([
        sources.count == 1
          ? .empty : .element("h2", classed("store"), .text(source.platform.title)),
        source.overview,
        .element("p", classed("legend"), source.legend),
        stepsNavigation(source.entries, prefix: prefixes[store]),
      ])
    }
    let header = HTMLNode.element(
      "header", [.init("class", "contents"), .init("id", "contents")],
      .element(
        "p", classed("kicker"),
        .text("AgeTUI storyboard · \(scenario.name)\(onApple ? "" : " · \(stores)")")),
      .element("h1", [], .text(scenario.title)),
      .element("p", classed("summary"), .text(scenario.summary)),
      .group(parts))
    // The page is mostly its pictures: room for them and a few kilobytes a step up front, so
    // the page is not copied as it grows.
    var output = ""
    output.reserveCapacity(
      16_384 + anchors.count * 6_144 + sources.reduce(0) { $0 + $1.pictureBytes })
    // The tags around the steps are written by hand, so each step's section can be rendered
    // as soon as it is drawn.
    output += "<!DOCTYPE html><html lang=\"en\">"
    head.render(into: &output)
    output += "<body>"
    header.render(into: &output)
    output += "<main>"
    var position = 0
    for store in sources.indices {
      if sources.count > 1 {
        output += "<h2 class=\"store\">"
        StepSectionWriter.text("\(sources[store].platform.title)'s steps", into: &output)
        output += "</h2>"
      }
      for index in sources[store].entries.indices {
        StepSectionWriter.section(
          sources[store].section(at: index), anchor: anchors[position],
          previous: position > 0 ? anchors[position - 1] : nil,
          next: position + 1 < anchors.count ? anchors[position + 1] : nil, into: &output)
        position += 1
      }
    }
    output += "</main></body></html>\n"
    return output
  }

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

  /// A `class` attribute.
  private static func classed(_ name: String) -> [HTMLNode.Attribute] {
    [.init("class", name)]
  }

  /// A store's contents: each step's title linking to its section (`#` `prefix` `step-N`),
  /// followed by its tag.
  private static func stepsNavigation(_ entries: [StoryboardSection.Entry], prefix: String)
    -> HTMLNode
  {
    .element(
      "nav", [],
      .element("h2", [], .text("Steps")),
      .element(
        "ol", [],
        .group(
          entries.map { entry in
            .element(
              "li", [],
              .element("a", [.init("href", "#\(prefix)step-\(entry.number)")], .text(entry.title)),
              entry.tag.map { .element("span", classed("tag"), .text(" \($0)")) } ?? .empty)
          })))
  }
}
