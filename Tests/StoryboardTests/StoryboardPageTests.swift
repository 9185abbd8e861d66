import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import Scenarios
import Stores
import Testing

@testable import AppleStoryboard
@testable import Storyboard

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct StoryboardPageTests {
  /// Olivia's two-step scenario with markup, quotes and a control character in its texts.
  static let hostile = #"""
    name: hostile
    title: "<script>alert('x')</script> & \"quotes\""
    summary: "Tom & Jerry <b>bold</b> &lt;not an entity&gt;"
    world:
      today: 2026-09-14
      region: US
      person: {name: "O'<Neil>", age: 14}
      parent: Grace
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        gates: [13, 16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "1.0"
    script:
      - do: launch
        narration: "Opens </section><p>Landmarks & waits \a bell"
      - do: share
    """#

  static func storyboard(_ name: String, options: StoryboardOptions = StoryboardOptions()) throws
    -> AppleDeviceStoryboard
  {
    AppleDeviceStoryboard(try #require(ScenarioLibrary.named(name)), options: options)
  }

  @Test(arguments: ScenarioLibrary.names)
  func everyStepCarriesTheChecksOfTheRun(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let storyboard = AppleDeviceStoryboard(scenario)
    expectNoDifference(storyboard.steps.map(\.step), AppleScenarioRunner.run(scenario).steps)
  }

  /// `run --format html` draws and writes each step in turn; the page is the one a storyboard
  /// drawn whole gives.
  @Test(arguments: ScenarioLibrary.names)
  func theStreamedPageIsTheStoryboardsPage(name: String) throws {
    let run = AppleScenarioRunner.run(try #require(ScenarioLibrary.named(name)))
    for options in [StoryboardOptions(), StoryboardOptions(showsWordingMarks: false)] {
      expectNoDifference(
        StoryboardPage.html(run: run, options: options),
        StoryboardPage.html(AppleDeviceStoryboard(run: run, options: options)))
    }
  }

  @Test func scenarioTextIsEscapedEverywhere() throws {
    let page = StoryboardPage.html(
      AppleDeviceStoryboard(try ScenarioLoader.load(Self.hostile, file: "hostile.yaml")))
    #expect(!page.contains("<script"))
    #expect(!page.contains("<b>bold"))
    #expect(!page.contains("</section><p>"))
    #expect(!page.contains("\u{7}"))
    #expect(
      page.contains(
        "<h1>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;</h1>"
      ))
    #expect(page.contains("Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; &amp;lt;not an entity&amp;gt;"))
    #expect(
      page.contains(
        "<p class=\"narration\">Opens &lt;/section&gt;&lt;p&gt;Landmarks &amp; waits \u{FFFD} bell</p>"
      ))
  }

  /// Bidi controls reach the page as character references: the file holds none raw.
  @Test func bidiControlsAreCharacterReferences() throws {
    let yaml = Self.hostile
      .replacingOccurrences(
        of: #"title: "<script>alert('x')</script> & \"quotes\"""#,
        with: #"title: "Landmarks \u202Eevil \u2066isolated\u2069 \u200Fmark""#)
    let page = StoryboardPage.html(
      AppleDeviceStoryboard(try ScenarioLoader.load(yaml, file: "bidi.yaml")))
    let bidi: [Unicode.Scalar] = ["\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}"]
    #expect(!page.unicodeScalars.contains { bidi.contains($0) })
    #expect(page.contains("<h1>Landmarks &#x202E;evil &#x2066;isolated&#x2069; &#x200F;mark</h1>"))
    expectNoDifference(MarkupText.escape("a\u{202E}b\u{61C}c"), "a&#x202E;b&#x61C;c")
  }

  @Test func thePageIsWellFormedWithOneSectionPerWalkthroughStep() throws {
    let storyboard = try Self.storyboard("texas-teen")
    let document = try XMLDocument(xmlString: StoryboardPage.html(storyboard), options: [])
    let root = try #require(document.rootElement())
    let sections = try root.nodes(forXPath: "//section[@class='step']")
    expectNoDifference(sections.count, storyboard.steps.count)
    expectNoDifference(storyboard.steps.count, 4)
    #expect(try root.nodes(forXPath: "//section[@id='step-1']//figure").count == 2)
    #expect(try root.nodes(forXPath: "//section//details/summary").count == 4)
    #expect(try root.nodes(forXPath: "//nav//li").count == 4)
    #expect(try root.nodes(forXPath: "//section/nav[@class='steplinks']/a").count == 4 * 3 - 2)
    #expect(try root.nodes(forXPath: "//script").isEmpty)
    #expect(try root.nodes(forXPath: "//*[@src or @href[not(starts-with(., '#'))]]").isEmpty)
    let title = try root.nodes(forXPath: "//h1").first?.stringValue
    expectNoDifference(title, "A 14-year-old in Texas asks her father to approve an update")
  }

  /// Every built-in's page, as `agetui run NAME --format html` prints it, parses and has one
  /// section per step, `step-N` by the step's number (scripts/e2e-storyboard.sh opens each in
  /// Chromium).
  // Storyboards draw Apple runs: the built-ins with an Apple script.
  @Test(arguments: ScenarioLibrary.all.filter { $0.platforms.contains(.apple) }.map(\.name))
  func everyBuiltInRendersToAWellFormedPage(_ name: String) throws {
    let storyboard = try Self.storyboard(name)
    let page = StoryboardPage.html(storyboard)
    let root = try #require(try XMLDocument(xmlString: page, options: []).rootElement())
    #expect(!storyboard.steps.isEmpty)
    let hasParent = storyboard.steps.first?.step.world.world.parentName != nil
    #expect(storyboard.steps.allSatisfy { ($0.parentSVG != nil) == hasParent })
    let ids = try root.nodes(forXPath: "//section[@class='step']").compactMap {
      ($0 as? XMLElement)?.attribute(forName: "id")?.stringValue
    }
    expectNoDifference(ids, storyboard.steps.map { "step-\($0.step.number)" })
  }
}
