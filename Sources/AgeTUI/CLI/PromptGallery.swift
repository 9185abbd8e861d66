import AgeScreen
import FlowEngine
import GooglePlayPrompts
import GooglePlayScenarios
import GooglePlayScreen
import Presentation
import Prompts
import Scenarios
import Stores
import Storyboard

/// `agetui prompts --format html`: one picture per surface and variant, as the built-in that
/// reaches it draws it, with its words and their provenance, each linked to its step of the
/// scenario's storyboard (`NAME.html#step-N`, the page `agetui run NAME --format html` writes).
enum PromptGallery {
  /// The gallery page.
  static func html(_ catalogue: PromptCatalogue) -> String {
    var runs: [String: ScenarioRun] = [:]
    var sections: [HTMLNode] = []
    for entry in catalogue.entries {
      var picture: String?
      if let reach = entry.reach {
        picture = self.picture(of: entry, reach: reach, runs: &runs)
      }
      sections.append(section(entry, picture: picture))
    }
    var playRuns: [String: PlayRun] = [:]
    for entry in catalogue.playEntries {
      var picture: String?
      if let reach = entry.reach { picture = playPicture(reach: reach, runs: &playRuns) }
      sections.append(section(entry, picture: picture))
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
                    + "page (Google Play's side of a scenario on both stores: `--store "
                    + "google-play > NAME-google-play.html`).")),
              contents(catalogue),
            ] + sections)),
      ]))
    return "<!DOCTYPE html>\n" + page.rendered + "\n"
  }

  /// The device picture after the reaching step, as the storyboard draws it (a phone, with
  /// its own style); a Settings surface pictures Settings at that step.
  private static func picture(
    of entry: PromptEntry, reach: SurfaceReach, runs: inout [String: ScenarioRun]
  ) -> String? {
    guard let scenario = ScenarioLibrary.named(reach.scenario) else { return nil }
    let run = runs[reach.scenario] ?? ScenarioRunner.run(scenario)
    runs[reach.scenario] = run
    let options = StoryboardOptions()
    guard let pictures = Storyboard.pictures(of: run, step: reach.step, options: options) else {
      return nil
    }
    guard entry.surface.name.hasPrefix("settings-") else {
      return reach.device == .parentPhone ? pictures.parent : pictures.child
    }
    let simulation = reach.step == 0 ? run.initial : run.steps[reach.step - 1].world
    return pictures.settings
      ?? SettingsPicture.svg(
        SettingsPresentation(simulation).sections, title: "Settings after step \(reach.step)",
        options: options, includesStyle: true)
  }

  /// Google Play's side after the reaching step: the TUI's screen, as `run --format svg
  /// --store google-play` draws it (Play has no phone pictures).
  /// Each scenario's Play run is played once, for every surface it reaches, as for Apple's.
  private static func playPicture(reach: SurfaceReach, runs: inout [String: PlayRun]) -> String? {
    guard let scenario = ScenarioLibrary.named(reach.scenario),
      let run = runs[reach.scenario] ?? PlayScenarioRunner.run(scenario),
      let side = PlaySide.ofScenario(scenario)
    else { return nil }
    runs[reach.scenario] = run
    return PlayScreenPicture.svg(
      story: side.story, run: run, step: reach.step, size: Size(width: 100, height: 30))
  }

  /// A list of links to every surface's section.
  private static func contents(_ catalogue: PromptCatalogue) -> HTMLNode {
    .element(
      "nav", [],
      .element(
        "ul", [],
        .group(
          (catalogue.entries + catalogue.playEntries).map { entry in
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
                  "\(reach.scenario)\(reach.needsStoreOption ? "-google-play" : "").html"
                    + "#step-\(reach.step)")
              ],
              .text("\(reach.scenario), step \(reach.step)")),
            .text(
              " (\(reach.deviceName)): `agetui run \(reach.scenario) --format svg --step \(id)"
                + (reach.needsStoreOption ? " --store google-play`" : "`")),
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
