import AgeScreen
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import GooglePlayScreen
import Scenarios
import ScreenTestSupport
import Stores
import Testing

/// A scenario's Play part becomes the Play shell's story: its world, each step's action, its
/// caption (else its narration, else the verb as written) and narration, and the scenario
/// itself, which `c` replays.
@Suite struct PlaySideTests {
  func scenario(platforms: [ScenarioPlatform], play: PlayScript?) throws -> Scenario {
    var scenario = try #require(ScenarioLibrary.named("texas-teen"))
    scenario.platforms = platforms
    scenario.play = play
    return scenario
  }

  @Test func aScenarioWithoutAPlayPartHasNoPlaySide() throws {
    #expect(PlayStory.ofScenario(try scenario(platforms: [.apple], play: nil)) == nil)
  }

  @Test(arguments: [[ScenarioPlatform.googlePlay], [.apple, .googlePlay]])
  func thePlayPartBecomesTheStory(_ platforms: [ScenarioPlatform]) throws {
    let world = PlayStories.world()
    let script = PlayScript(
      world: world,
      steps: [
        PlayScriptStep(
          action: .launch(.childPhone), text: "launch", narration: "She opens it.",
          caption: "Opens."),
        PlayScriptStep(action: .checkAgain(.childPhone), text: "check-again", narration: "Again."),
        PlayScriptStep(action: .close(.childPhone), text: "close"),
      ])
    let source = try scenario(platforms: platforms, play: script)
    let side = try #require(PlayStory.ofScenario(source))
    var expected = PlayStory(
      name: "texas-teen", title: side.title, world: world,
      steps: [
        PlayScriptStep(
          action: .launch(.childPhone), text: "launch", narration: "She opens it.",
          caption: "Opens."),
        PlayScriptStep(
          action: .checkAgain(.childPhone), text: "check-again", narration: "Again.",
          caption: "Again."),
        PlayScriptStep(
          action: .close(.childPhone), text: "close", narration: "close", caption: "close"),
      ])
    expected.scenario = source
    expectNoDifference(side, expected)
    #expect(side.title == (try scenario(platforms: platforms, play: nil)).title)
  }
}
