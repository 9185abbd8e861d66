import AgeScreen
import CustomDump
import GooglePlayScenarios
import GooglePlayScreen
import GooglePlayStoryboard
import Scenarios
import Stores
import Storyboard
import Testing

@testable import AppleScreen

/// Google Play's storyboard page and recording: the start and one section per script step,
/// each with the step's caption, the phone and Family Link on phones and the trace entries the
/// step left.
@Suite("Google Play storyboard and cast")
struct PlayStoryboardPageTests {
  static let googleBuiltIns = ScenarioLibrary.all.filter { $0.play != nil }.map(\.name)

  @Test(
    "every Google built-in's page has the start and one section per step", arguments: googleBuiltIns
  )
  func everyStepHasASection(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = try #require(PlayScenarioRunner.run(scenario))
    let story = try #require(PlayStory.ofScenario(scenario))
    let page = StoryboardPage.html(
      scenario: scenario, [PlayStoryboardSource(run: run, story: story, options: .init())])
    #expect(page.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
    #expect(page.hasSuffix("</html>\n"))
    let sections = page.components(separatedBy: "<section class=\"step\" id=\"step-").count - 1
    expectNoDifference(sections, run.steps.count + 1)
    // The phone and Family Link, each on a phone.
    expectNoDifference(page.components(separatedBy: "<svg ").count - 1, 2 * (run.steps.count + 1))
    for step in run.steps where !step.caption.isEmpty {
      #expect(page.contains(MarkupText.escape(step.caption)))
    }
    // A refused step says why, as Apple's and Amazon's pages do (Play's left it out).
    let refusals = run.steps.compactMap { $0.refusal?.text }
    expectNoDifference(
      page.components(separatedBy: "<p class=\"refused\">").count - 1, refusals.count)
    for refusal in refusals {
      #expect(page.contains("<p class=\"refused\">✗ Refused: \(MarkupText.escape(refusal))</p>"))
    }
    #expect(!page.contains("<script"))
  }

  @Test("the cast has a marker and a frame per step, after the start")
  func castFollowsTheScript() throws {
    let scenario = try #require(ScenarioLibrary.named("play-change-approved"))
    let story = try #require(PlayStory.ofScenario(scenario))
    let cast = HeadlessCast.record(
      walking: PlayShell(story: story), title: story.title, size: Size(width: 80, height: 24))
    expectNoDifference(cast.title, "AgeTUI — play-change-approved on Google Play: \(story.title)")
    let markers = cast.events.filter { $0.kind == .marker }.map(\.data)
    expectNoDifference(
      markers, ["start"] + story.steps.enumerated().map { "step \($0 + 1): \($1.text)" })
    expectNoDifference(cast.events.filter { $0.kind == .output }.count, story.steps.count + 1)
    expectNoDifference(cast.events.last?.time, Double(story.steps.count) * 3)
  }

  @Test(
    "the shell given a run walks the worlds it played, the same as playing the script again",
    arguments: googleBuiltIns)
  func aRunsWorldsAreTheScriptsOwn(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = try #require(PlayScenarioRunner.run(scenario))
    let story = try #require(PlayStory.ofScenario(scenario))
    expectNoDifference(
      PlayShell(story: story, playedBy: run).stepWorlds, PlayShell(story: story).stepWorlds)
  }
}

/// Google Play's pages cost time linear in their steps: a page of 500 declared changes is made
/// whole (each screen lays out only the rows it shows; scripts/bench-play-pages.sh times it).
@Suite("Google Play pages of many changes")
struct PlayManyChangesPageTests {
  /// A Google Play scenario: a launch, then `changes` declared changes, one a step.
  static func scenario(changes: Int) -> String {
    """
    name: play-many-changes
    title: Many declared changes
    summary: The developer declares one significant change after another.
    platforms: [google-play]
    world:
      today: 2026-09-01
      region: US-TX
      person: {name: Sofia, birthdate: 2012-03-02}
      parent: Carlos
    google-play:
      script:
        - do: launch

    """
      + (1...changes).map {
        "    - do: {declare-change: change-\($0) \"Change number \($0).\" 2026-12-08}\n"
      }.joined()
  }

  @Test("the storyboard of 499 declared changes (500 steps) has every step's section")
  func fiveHundredSteps() throws {
    let scenario = try ScenarioLoader.load(Self.scenario(changes: 499), file: "many.yaml")
    let run = try #require(PlayScenarioRunner.run(scenario))
    let story = try #require(PlayStory.ofScenario(scenario))
    let page = StoryboardPage.html(
      scenario: scenario, [PlayStoryboardSource(run: run, story: story, options: .init())])
    expectNoDifference(
      page.components(separatedBy: "<section class=\"step\" id=\"step-").count - 1, 501)
    expectNoDifference(page.components(separatedBy: "<svg ").count - 1, 1002)
    #expect(
      page.contains(
        "<h2><span class=\"number\">Step 500</span> declare-change change-499 2026-12-08</h2>"
          + "<p class=\"origin\"><code>declare-change change-499 2026-12-08</code> · script step "
          + "500 of 500</p>"))
    #expect(page.contains("Play Console: declare change-499, effective 2026-12-08"))
    #expect(page.hasSuffix("</html>\n"))
  }
}
