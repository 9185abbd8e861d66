import Apple
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

/// What a platform's section reads of the `world:` section: every value the file wrote there
/// that every platform shares, and nothing else.
@Suite struct SharedWorldTests {
  @Test func theSharedWorldCarriesWhatTheWorldSectionSays() throws {
    let scenario = try ScenarioFixtures.load(
      """
      name: shared
      title: The shared world
      summary: What every platform reads.
      platforms: [apple, google-play]
      world:
        today: 2026-09-14
        region: us-tx
        person:
          name: Sofia
          birthdate: 2012-09-15
          sharing-mode: never-share
          verification: payment
          account-created: 2026-01-10
        parent: Carlos
        app:
          name: Trails
          question-expiry-days: 3
      script:
        - do: launch
      google-play:
        script:
          - do: launch

      """)
    let shared = scenario.world
    expectNoDifference(shared.today, SimDate(year: 2026, month: 9, day: 14))
    expectNoDifference(shared.birthdate, SimDate(year: 2012, month: 9, day: 15))
    expectNoDifference(shared.age, 13)
    expectNoDifference(shared.accountCreated, SimDate(year: 2026, month: 1, day: 10))
    expectNoDifference(shared.parentName, "Carlos")
    expectNoDifference(shared.regionCode, "US-TX")
    expectNoDifference(shared.app, scenario.appleWorld.app)
    expectNoDifference(shared.app.name, "Trails")
    expectNoDifference(shared.sharingMode, .neverShare)
    expectNoDifference(shared.verification, .payment)
  }

  @Test(
    "each sharing mode and verification reaches the other stores in the file's own words",
    arguments: zip(
      SharedWorld.Sharing.allCases + [.askFirst],
      SharedWorld.Verification.allCases))
  func theSettingsAreTheFilesWords(
    sharing: SharedWorld.Sharing, verification: SharedWorld.Verification
  )
    throws
  {
    let scenario = try ScenarioFixtures.load(
      """
      name: words
      title: The file's words
      summary: Each setting as written.
      world:
        today: 2026-09-14
        region: US
        person:
          name: Sofia
          age: 30
          sharing-mode: \(sharing.rawValue)
          verification: \(verification.rawValue)
      script:
        - do: launch
      """)
    let shared = scenario.world
    expectNoDifference(shared.sharingMode, sharing)
    expectNoDifference(shared.verification, verification)
    expectNoDifference(scenario.appleWorld.person.sharingMode.rawValue, sharing.rawValue)
    expectNoDifference(scenario.appleWorld.person.verification.rawValue, verification.rawValue)
  }
}
