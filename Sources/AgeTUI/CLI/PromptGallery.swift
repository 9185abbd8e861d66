import Presentation
import Prompts
import StoreCommands
import Stores
import Storyboard

/// `agetui prompts --format html`: one picture per surface and variant, as the built-in that
/// reaches it draws it, with its words and their provenance, each linked to its step of the
/// scenario's storyboard (`NAME.html#step-N`, the page `agetui run NAME --format html` writes).
/// Each store draws its own section's pictures (`Stores.promptPictures`).
enum PromptGallery {
  /// The gallery page.
  static func html(_ catalogue: PromptCatalogue) -> String {
    var sections: [HTMLNode] = []
    for section in catalogue.sections {
      var pictures = Stores.promptPictures.first { $0.platform == section.platform }?.pictures()
      for entry in section.entries {
        var picture: String?
        if let reach = entry.reach, let scenario = ScenarioLibrary.named(reach.scenario) {
          picture = pictures?.picture(of: entry, reach: reach, in: scenario)
        }
        sections.append(self.section(entry, picture: picture))
      }
    }
    let page = HTMLNode.element(
      "html", [.init("lang", "en")],
      .group([
        .element(
          "head", [],
          .group([
            .element("meta", [.init("charset", "utf-8")], .empty),
            .element("title", [], .text("AgeTUI — system prompts")),
            .element("style", [], .raw(css + SVGPalette.css)),
          ])),
        .element(
          "body", [],
          .group(
            [
              .element("h1", [], .text("AgeTUI — every system surface")),
              .element(
                "p", [.init("class", "legend")],
                .text(
                  "≈ marks AgeTUI's assumed wording; ✓ marks Apple's documented wording, "
                    + "quoted with its source; · marks the app's own text or a simulator "
                    + "control. Each picture links to its step of the scenario's storyboard: "
                    + "write it with `agetui run NAME --format html > NAME.html` beside this "
                    + "page (another store's side of a scenario on several stores: `--store "
                    + "STORE > NAME-STORE.html`, as `--store google-play > "
                    + "NAME-google-play.html`).")),
              contents(catalogue),
            ] + sections)),
      ]))
    return "<!DOCTYPE html>\n" + page.rendered + "\n"
  }

  /// A list of links to every surface's section.
  private static func contents(_ catalogue: PromptCatalogue) -> HTMLNode {
    .element(
      "nav", [],
      .element(
        "ul", [],
        .group(
          catalogue.sections.flatMap(\.entries).map { entry in
            .element(
              "li", [],
              .element("a", [.init("href", "#\(entry.surface.id)")], .text(entry.surface.id)))
          })))
  }

  private static func section(_ entry: PromptEntry, picture: String?) -> HTMLNode {
    let id = entry.surface.id
    var children: [HTMLNode] = [
      .element("h2", [], .text(id)),
      .element("p", [], .text("Shown when: \(entry.rule)")),
    ]
    if let reach = entry.reach {
      children.append(
        .element(
          "p", [],
          .group([
            .text("Reached by "),
            .element(
              "a",
              [
                .init(
                  "href",
                  "\(reach.scenario)\(reach.needsStoreOption ? "-\(reach.platform.rawValue)" : "")"
                    + ".html"
                    + "#step-\(reach.step)")
              ],
              .text("\(reach.scenario), step \(reach.step)")),
            .text(
              " (\(reach.deviceName)): `agetui run \(reach.scenario) --format svg --step \(id)"
                + (reach.needsStoreOption ? " --store \(reach.platform.rawValue)`" : "`")),
          ])))
    } else {
      children.append(.element("p", [], .text("No built-in scenario reaches it.")))
    }
    if let picture {
      children.append(.element("div", [.init("class", "picture")], .raw(picture)))
    }
    let rows = (entry.content?.wordings ?? []).map { wording in
      HTMLNode.element(
        "tr", [.init("class", wording.source.kind)],
        .group([
          .element("td", [], .text(PromptCatalogue.mark(wording.source))),
          .element("td", [], .text(wording.text)),
          .element("td", [], .text(provenance(wording.source))),
        ]))
    }
    if !rows.isEmpty {
      children.append(.element("table", [], .group(rows)))
    }
    return .element("section", [.init("id", id)], .group(children))
  }

  private static func provenance(_ source: WordingSource) -> String {
    switch source {
    case .apple(let quote, let reference): "Apple: \"\(quote)\" (\(reference))"
    case .store(let name, let quote, let reference): "\(name): \"\(quote)\" (\(reference))"
    case .assumption(let note): "AgeTUI's assumption: \(note)"
    case .app(let note): "The app's: \(note)"
    case .simulator(let note): "Simulator: \(note)"
    }
  }

  private static let css = """
    body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem}
    section{border-top:1px solid #d1d9e0;padding:1rem 0}
    .picture svg{max-width:100%;height:auto}
    table{border-collapse:collapse}td{padding:2px 8px;vertical-align:top}
    tr.assumption td:first-child{font-weight:bold}
    """
}
