import AgeScreen
import AmazonAppstore
import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import CustomDump
import Scenarios
import Testing

/// A scenario's `amazon-appstore:` part opens Amazon's side: its world, its steps with their
/// captions and narration (the verb as written where the file gives none), and the scenario
/// itself.
@Suite struct AmazonSideOfScenarioTests {
  static let text = """
    name: amazon-side
    title: Amazon's side from a file
    summary: A teen on a Fire tablet.
    platforms: [amazon-appstore]
    world:
      today: 2026-09-01
      region: US-TX
      person:
        name: Sofia
        birthdate: 2012-03-02
      parent: Carlos
    amazon-appstore:
      profile: {consented-on: 2026-08-20}
      script:
        - do: launch
          caption: She opens the app
          narration: The app queries GetUserAgeData.
        - do: {report-change: video-calling "This update adds video calling."}
    """

  @Test func theSideWalksTheScriptOfTheFile() throws {
    let scenario = try ScenarioLoader.load(
      Self.text, file: "amazon-side.yaml", sections: [AmazonScenarioSection()])
    let found = try #require(AmazonStory.ofScenario(scenario))
    expectNoDifference(found.name, "amazon-side")
    expectNoDifference(found.world, scenario.amazon?.world)
    var expected = try #require(scenario.amazon).steps
    expected[1].narration = "report-change video-calling \"This update adds video calling.\""
    expected[1].caption = expected[1].narration
    expectNoDifference(found.steps, expected)
    expectNoDifference(
      found.steps.map { [$0.caption, $0.narration] },
      [
        ["She opens the app", "The app queries GetUserAgeData."],
        [expected[1].narration, expected[1].narration],
      ])
    expectNoDifference(found.scenario, scenario)

    let size = Size(width: 80, height: 24)
    var side = AmazonSide(story: found)
    for _ in 0..<2 { _ = side.update(.shell(.nextStep), size: size) }
    expectNoDifference(side.walkthroughLabel, "script 2/2")
    expectNoDifference(side.world.changes.map(\.id), ["video-calling"])
    expectNoDifference(AmazonSide.platform, .amazonAppstore)
  }

  @Test func aScenarioWithoutAnAmazonPartHasNoAmazonSide() throws {
    var scenario = try ScenarioLoader.load(
      Self.text, file: "amazon-side.yaml", sections: [AmazonScenarioSection()])
    scenario.amazon = nil
    expectNoDifference(AmazonStory.ofScenario(scenario), nil)
  }
}
