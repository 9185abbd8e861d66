import AgeScreen
import AppleScenarios
import CustomDump
import Foundation
import GooglePlayScenarios
import GooglePlayScreen
import GooglePlayStoryboard
import Scenarios
import Stores
import Testing

@testable import AppleStoryboard
@testable import Storyboard

/// One page writer for every store (issue 43 item 4): an Apple scenario, a Google-only one and
/// one on both stores each get the wording legend, Previous/Next links that land on the page,
/// a phone around every device picture and text at least 11 px tall where the page shows the
/// phones at their own size (340 px: a 1280 px window does); the two-store page shows both
/// stores' steps.
@Suite("One storyboard page for every store")
struct StoryboardPageChromeTests {
  /// A scenario's page, and what it must hold.
  struct Case: Sendable, CustomTestStringConvertible {
    /// The built-in drawn.
    var name: String
    /// Each store's legend, as the page says it.
    var legends: [String]
    /// The first and last anchors of the Previous/Next walk.
    var firstAnchor: String
    var lastAnchor: String
    /// The store headings over the contents, then over the steps (none on a page of one
    /// store).
    var storeHeadings: [String]
    var testDescription: String { name }
  }

  static let apple =
    "<p class=\"legend\"><span class=\"assumed\">dotted underline</span>: AgeTUI&#39;s wording, "
    + "not Apple&#39;s (docs/assumptions.md §2.6)</p>"
  static let google =
    "<p class=\"legend\">≈: AgeTUI&#39;s wording, not Google&#39;s (Google documents the prompt "
    + "and Family Link&#39;s request, not their words)</p>"

  static let cases = [
    Case(
      name: "texas-teen", legends: [apple], firstAnchor: "step-1", lastAnchor: "step-4",
      storeHeadings: []),
    Case(
      name: "play-change-approved", legends: [google], firstAnchor: "step-0",
      lastAnchor: "step-7", storeHeadings: []),
    Case(
      name: "texas-teen-both-stores", legends: [apple, google], firstAnchor: "apple-step-1",
      lastAnchor: "google-play-step-5",
      storeHeadings: [
        "<h2 class=\"store\">Apple</h2>", "<h2 class=\"store\">Google Play</h2>",
        "<h2 class=\"store\">Apple&#39;s steps</h2>",
        "<h2 class=\"store\">Google Play&#39;s steps</h2>",
      ]),
  ]

  /// The page as `run --format html` writes it: every store the scenario runs on, Apple first.
  static func page(_ name: String) throws -> String {
    let scenario = try #require(ScenarioLibrary.named(name))
    var sources: [any StoryboardSource] = []
    if scenario.platforms.contains(.apple) {
      sources.append(
        AppleStoryboardSource(run: AppleScenarioRunner.run(scenario), options: StoryboardOptions()))
    }
    if let run = PlayScenarioRunner.run(scenario) {
      let story = try #require(PlayStory.ofScenario(scenario))
      sources.append(PlayStoryboardSource(run: run, story: story, options: StoryboardOptions()))
    }
    return StoryboardPage.html(scenario: scenario, sources)
  }

  /// Every match of `pattern`'s first group in `text`.
  static func matches(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test("the legend of each store", arguments: cases)
  func legend(_ item: Case) throws {
    let page = try Self.page(item.name)
    #expect(try Self.matches("(<p class=\"legend\">.*?</p>)", in: page) == item.legends)
  }

  @Test(
    "Previous and Next walk every section in order, each link landing on the page", arguments: cases
  )
  func links(_ item: Case) throws {
    let page = try Self.page(item.name)
    let sections = try Self.matches("<section class=\"step\" id=\"([^\"]+)\">", in: page)
    expectNoDifference(sections.first, item.firstAnchor)
    expectNoDifference(sections.last, item.lastAnchor)
    expectNoDifference(Set(sections).count, sections.count)
    let navigation = try Self.matches("<nav class=\"steplinks\">(.*?)</nav>", in: page)
    expectNoDifference(navigation.count, sections.count)
    for (index, links) in navigation.enumerated() {
      let previous =
        index > 0 ? "<a href=\"#\(sections[index - 1])\">← Previous</a>" : "<span>← Previous</span>"
      let next =
        index + 1 < sections.count
        ? "<a href=\"#\(sections[index + 1])\">Next →</a>" : "<span>Next →</span>"
      expectNoDifference(links, "\(previous) · <a href=\"#contents\">↑ Contents</a> · \(next)")
    }
    // The contents link to every section, and every link of the page lands on an id of it.
    let ids = Set(try Self.matches(" id=\"([^\"]+)\"", in: page))
    let targets = try Self.matches("href=\"#([^\"]+)\"", in: page)
    expectNoDifference(targets.filter { !ids.contains($0) }, [])
    #expect(Set(targets).isSuperset(of: sections))
    #expect(try Self.matches("(<h2 class=\"store\">.*?</h2>)", in: page) == item.storeHeadings)
  }

  @Test("every device picture is a phone 340 units wide, its text at least 11 px", arguments: cases)
  func phones(_ item: Case) throws {
    let page = try Self.page(item.name)
    let figures = try Self.matches("<figure>(.*?)</figure>", in: page)
    let pictures = figures.filter { $0.contains("<svg") }
    #expect(!pictures.isEmpty)
    for picture in pictures {
      #expect(picture.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-device\""))
      #expect(picture.contains(" width=\"340\""))
      #expect(picture.contains("class=\"bezel\""))
    }
    // The phones' text: the device pictures' styles, and a terminal pane's 16-unit cells shrunk.
    let sizes = try Self.matches("font-size:([0-9]+)px", in: DevicePictureStyle.css).compactMap(
      Double.init)
    let panes = try Self.matches("(font-size=\"16\" xml:space=\"preserve\")", in: page)
    let scales = try Self.matches("scale\\(([0-9.]+)\\)", in: page).compactMap(Double.init)
    expectNoDifference(sizes.min(), 12)
    expectNoDifference(Set(scales.map { 16 * $0 }), (scales.isEmpty ? [] : [12.16]))
    expectNoDifference(panes.count, scales.count)
  }

  @Test("the two-store page shows both stores' steps and both stores' pictures")
  func bothStores() throws {
    let page = try Self.page("texas-teen-both-stores")
    #expect(
      page.contains("<title>AgeTUI storyboard — texas-teen-both-stores on Apple and Google Play: "))
    #expect(
      page.contains(
        "<p class=\"kicker\">AgeTUI storyboard · texas-teen-both-stores · Apple and Google Play</p>"
      ))
    let sections = try Self.matches("<section class=\"step\" id=\"([^\"]+)\">", in: page)
    let scenario = try #require(ScenarioLibrary.named("texas-teen-both-stores"))
    let appleSteps = AppleScenarioRunner.run(scenario).steps.count
    let playSteps = try #require(PlayScenarioRunner.run(scenario)).steps.count
    expectNoDifference(
      sections,
      (1...appleSteps).map { "apple-step-\($0)" }
        + (0...playSteps).map { "google-play-step-\($0)" })
    let captions = try Self.matches("<figcaption>(.*?)</figcaption>", in: page)
    expectNoDifference(captions.filter { $0 == "Android phone" }.count, playSteps + 1)
    expectNoDifference(captions.filter { $0 == "Family Link" }.count, playSteps + 1)
    expectNoDifference(captions.filter { $0 == "Child device" }.count, appleSteps)
  }
}
