import AgeScreen
import Scenarios
import Storyboard
import Testing

/// Google Play's storyboard page and recording: one section per script step after the start,
/// each with the step's caption, the Play shell's screen and the trace entries the step left.
@Suite("Google Play storyboard and cast")
struct PlayStoryboardPageTests {
  static let googleBuiltIns = ScenarioLibrary.all.filter { $0.play != nil }.map(\.name)

  @Test(
    "every Google built-in's page has the start and one section per step", arguments: googleBuiltIns
  )
  func everyStepHasASection(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = try #require(PlayScenarioRunner.run(scenario))
    let story = try #require(PlaySide.ofScenario(scenario)).story
    let page = PlayStoryboardPage.html(run: run, story: story, size: Size(width: 100, height: 30))
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(page.hasSuffix("</html>\n"))
    let sections = page.components(separatedBy: "<section class=\"step\" id=\"step-").count - 1
    #expect(sections == run.steps.count + 1)
    #expect(page.components(separatedBy: "<svg ").count - 1 == run.steps.count + 1)
    for step in run.steps where !step.caption.isEmpty {
      #expect(page.contains(MarkupText.escape(step.caption)))
    }
    #expect(!page.contains("<script"))
  }

  @Test("the cast has a marker and a frame per step, after the start")
  func castFollowsTheScript() throws {
    let scenario = try #require(ScenarioLibrary.named("play-change-approved"))
    let story = try #require(PlaySide.ofScenario(scenario)).story
    let cast = HeadlessCast.record(play: story, size: Size(width: 80, height: 24))
    let markers = cast.events.filter { $0.kind == .marker }.map(\.data)
    #expect(markers == ["start"] + story.steps.enumerated().map { "step \($0 + 1): \($1.text)" })
    #expect(cast.events.filter { $0.kind == .output }.count == story.steps.count + 1)
    #expect(cast.events.last?.time == Double(story.steps.count) * 3)
  }

  @Test(
    "the shell given a run walks the worlds it played, the same as playing the script again",
    arguments: googleBuiltIns)
  func aRunsWorldsAreTheScriptsOwn(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = try #require(PlayScenarioRunner.run(scenario))
    let story = try #require(PlaySide.ofScenario(scenario)).story
    #expect(PlayShell(story: story, playedBy: run).stepWorlds == PlayShell(story: story).stepWorlds)
  }
}
