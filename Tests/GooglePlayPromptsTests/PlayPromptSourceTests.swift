import CustomDump
import GooglePlay
import GooglePlayPrompts
import GooglePlayScenarios
import Presentation
import Prompts
import Scenarios
import Stores
import Testing

/// `agetui prompts` for Google Play: each of Play's surfaces with the first Google built-in step
/// that shows it, in AgeTUI's assumed words but for the developer's own text.
@Suite("Google Play's prompt source")
struct PlayPromptSourceTests {
  @Test("the heading and the JSON key say whose surfaces they are")
  func heading() {
    let source = PlayPromptSource()
    expectNoDifference(source.platform, .googlePlay)
    expectNoDifference(source.jsonKey, "googlePlay")
    expectNoDifference(
      source.heading(count: 3),
      "Google Play: 3 system surfaces. Google documents when they show, not their words: "
        + "each string is marked ≈ AgeTUI's assumed wording or · the app's own text.")
  }

  @Test("every Play surface is reached: the named Google built-in step shows it, first")
  func playReachesAreTrue() throws {
    let entries = PromptCatalogue(stores: [.googlePlay]).playEntries
    expectNoDifference(
      entries.map(\.surface.id),
      [
        "play-sharing-prompt", "family-link-request", "family-link-settings",
      ])
    for entry in entries {
      let reach = try #require(entry.reach, "\(entry.surface.id) is reached")
      let scenario = try #require(ScenarioLibrary.named(reach.scenario))
      let run = try #require(PlayScenarioRunner.run(scenario))
      let shown = PromptCatalogue.playSightings(of: run).filter { $0.step == reach.step }
      let sighting = try #require(shown.first { $0.surface.rawValue == entry.surface.id })
      expectNoDifference(sighting.device, reach.device)
      expectNoDifference(
        sighting.surface.content(in: sighting.world, on: sighting.device), entry.content)
      expectNoDifference(
        PromptCatalogue.firstPlayStep(showing: entry.surface.id, in: run), reach.step)
      expectNoDifference(reach.platform, .googlePlay)
      expectNoDifference(reach.naming, .googlePlay)
      expectNoDifference(reach.needsStoreOption, scenario.platforms.contains(.apple))
    }
  }

  @Test("Play's surfaces are AgeTUI's words but for the developer's change descriptions")
  func playProvenance() throws {
    for entry in PromptCatalogue(stores: [.googlePlay]).playEntries {
      let wordings = try #require(entry.content).wordings
      #expect(!wordings.isEmpty)
      for wording in wordings {
        expectNoDifference(
          wording.source.kind, (wording.text.hasPrefix("• ") ? "app" : "assumption"),
          "\(entry.surface.id): \(wording.text)")
      }
    }
  }
}
