import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

/// The scenario keys for iOS 27's permission flows and the communication ask's API.
@Suite("Scenario loader: permission flows")
struct PermissionFlowLoaderTests {
  private static func world(_ old: String, _ new: String) -> String {
    ScenarioFixtures.minimal(replacing: old, with: new)
  }

  @Test("defaults: the alert first, the automatic API, passcode 1234")
  func defaults() throws {
    let scenario = try ScenarioFixtures.load(ScenarioFixtures.minimal)
    expectNoDifference(scenario.appleWorld.permissionFlow, .acknowledgmentAlert)
    expectNoDifference(scenario.appleWorld.communicationAPI, .automatic)
    expectNoDifference(scenario.appleWorld.screenTimePasscode, "1234")
  }

  @Test("the keys set the flow, the API and the passcode")
  func keys() throws {
    let text = Self.world(
      "    version: \"1.0\"\n",
      "    version: \"1.0\"\n    permission-flow: approve-in-person\n"
        + "    communication-api: ask-permission-action\n  screen-time-passcode: \"0420\"\n")
    let scenario = try ScenarioFixtures.load(text)
    expectNoDifference(scenario.appleWorld.permissionFlow, .approveInPerson)
    expectNoDifference(scenario.appleWorld.communicationAPI, .askPermissionAction)
    expectNoDifference(scenario.appleWorld.screenTimePasscode, "0420")
  }

  @Test(
    "bad values name the place",
    arguments: [
      (
        "    permission-flow: ask-to-aprove\n",
        "test.yaml:16:22: error: world.app.permission-flow: expected acknowledgment-alert, "
          + "approve-in-person or ask-to-approve, found \"ask-to-aprove\"; did you mean "
          + "\"ask-to-approve\"?"
      ),
      (
        "  screen-time-passcode: \"12a4\"\n",
        "test.yaml:16:25: error: world.screen-time-passcode: expected a four-digit passcode "
          + "such as \"1234\", found \"12a4\""
      ),
    ])
  func badValues(line: String, message: String) {
    let text = Self.world("    version: \"1.0\"\n", "    version: \"1.0\"\n" + line)
    expectNoDifference(ScenarioFixtures.error(text), message)
  }

  @Test("permission-result is checked against the app's latest result")
  func permissionResultExpectation() throws {
    let text = """
      name: in-person
      title: In person
      summary: Approve in person.
      world:
        today: 2026-09-14
        os: "27.0"
        region: US-TX
        person: {name: Sofia, age: 14}
        parent: Carlos
        app:
          name: Landmarks
          bundle-id: com.example.landmarks
          gates: [13, 16]
          feature: {name: Photo sharing, minimum-age: 16}
          version: "2.0"
          changes:
            - {id: video-calling, version: "2.0", description: Video calling.}
      answers:
        ask-parent: yes
        permission-alert: approve-in-person
        passcode: enter
      script:
        - do: launch
          expect:
            step: running
            permission-result: approve-in-person-approved
            handled: [video-calling]
      """
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(text))
    expectNoDifference(run.failures, [])
    expectNoDifference(
      run.steps.map(\.narration),
      [
        "",
        "Sofia taps Ask Parent. An alert offers Ask to Approve, Approve in Person and Cancel.",
        "Sofia taps “Approve in Person”. The Screen Time passcode sheet opens for Carlos.",
        "Carlos enters the Screen Time passcode on Sofia's iPhone. The app learns it was "
          + "approved in person.",
      ])
  }
}
