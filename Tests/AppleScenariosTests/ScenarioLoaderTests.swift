import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Testing

@testable import AppleScreen
@testable import Scenarios
@testable import TestSupport

/// Valid files load into exact values: every world key, every action form, every expect key,
/// every answer; JSON loads like YAML.
@Suite("Scenario loader")
struct ScenarioLoaderTests {
  private typealias Fixtures = SimulationFixtures

  static let full = """
    name: full-world
    title: Every world key
    summary: A file that sets every key of the world.
    world:
      today: 2026-09-14
      os: "26.4"
      region: DEMO
      person:
        name: Mila
        birthdate: 2013-05-20
        family: true
        signed-in: true
        managed-account: false
        verification: other
        communication-limits: true
        sharing-mode: always-share
      parent: Ana
      second-device: mac
      app-store-environment: production
      app:
        name: Landmarks
        bundle-id: com.example.landmarks
        app-apple-id: 987654321
        gates: [13, 16]
        feature: {name: Photo sharing, minimum-age: 16}
        version: "2.1"
        installed-at: "1.0"
        question-expiry-days: null
        changes:
          - id: video-calling
            version: "2.0"
            description: This update adds video calling with people in your contacts.
      regions:
        - code: DEMO
          name: Demo land
          age-of-majority: 19
          reports-assurance-method: true
          source: A test row.
          confidence: third-party
          notes: Only for tests.
          regulation:
            - from: 2026-01-01
              until: 2027-01-01
              imposed-gates: [13, 16, 19]
              features: [declaredAgeRangeRequired]
              eligible: false
              shares-automatically: false
      assumptions:
        declined-sharing: treat-as-minor
        caches-declines: false
        clamps-gates-to-majority: false
        notifies-on-regulated-share: false
    answers:
      age-range-prompt: decline
      ask-parent: no
      parent: {significant-update: never, communication: approve-day}
      acknowledgment: never
    script:
      - do: launch
        narration: >-
          Mila opens
          the app.
        expect:
          step: {child-iphone: checking-regulation, second-device: not-running}
          blocked-reason: consent-revoked
          learned: 13-15
          declaration: guardianDeclared
          feature: enabled
          question: none
          parent-answer: approve-hour
          ask-error: notAvailable
          sheet: none
          handled: [video-calling]
          trace-contains: [open Landmarks, requestAgeRange]
          rejected: false

    """

  @Test("every world key loads into the exact world")
  func fullWorld() throws {
    let scenario = try ScenarioFixtures.load(Self.full, file: "full.yaml")
    let demo = Region(
      code: "DEMO", name: "Demo land", ageOfMajority: 19, ageOfMajorityConfidence: .assumption,
      source: "A test row.", confidence: .thirdParty, notes: "Only for tests.")
    var demoRules = AppleRegionRule.builtIn
    demoRules.upsert(
      AppleRegionRule(
        reportsAssuranceMethod: true,
        regulation: [
          AppleRegulationPeriod(
            from: Fixtures.day("2026-01-01"), until: Fixtures.day("2027-01-01"),
            imposedGates: [13, 16, 19], features: [.declaredAgeRangeRequired], isEligible: false,
            sharesAutomatically: false, source: "A test row.", confidence: .thirdParty)
        ]), for: "DEMO")
    var world = AppleWorld(
      person: ApplePerson(
        name: "Mila", birthdate: Fixtures.day("2013-05-20"), isInFamily: true, isSignedIn: true,
        isManagedAccount: false, verification: .other, hasCommunicationLimits: true,
        sharingMode: .alwaysShare),
      parentName: "Ana", regionCode: "DEMO", regions: RegionTable.builtIn.merging([demo]),
      regionRules: demoRules, os: .v26dot4, today: Fixtures.day("2026-09-14"),
      assumptions: Assumptions(
        declinedSharing: .treatAsMinor, cachesDeclines: false, clampsGatesToMajority: false,
        notifiesOnRegulatedShare: false),
      app: try Fixtures.app(version: "2.1", installedAt: "1.0", expiryDays: nil),
      secondDevice: .mac)
    world.appStoreEnvironment = .production
    world.appAppleID = 987_654_321
    let expectation = AppleExpectation(
      steps: [
        AppleExpectation.DeviceStep(device: .childPhone, step: .checkingRegulation),
        AppleExpectation.DeviceStep(device: .secondDevice, step: .notRunning),
      ],
      blockedReasons: [AppleExpectation.OnDevice(device: .childPhone, value: .consentRevoked)],
      learned: "13–15", declaration: "guardianDeclared",
      features: [AppleExpectation.OnDevice(device: .childPhone, value: true)], question: .absent,
      parentAnswer: "approve-hour", askError: NameOrNone(kind: .notAvailable),
      sheets: [AppleExpectation.OnDevice(device: .childPhone, value: .absent)],
      handled: ["video-calling"],
      traceContains: ["open Landmarks", "requestAgeRange"], rejection: .rejected(false))
    let apple = AppleScript(
      world: world,
      answers: AppleDeclaredAnswers(
        ageRangePrompt: .decline, askParent: false, parentOnUpdate: .never,
        parentOnCommunication: .choose("approve-day"), acknowledges: false),
      steps: [
        AppleScriptStep(
          action: .perform(.launchApp(.childPhone)), narration: "Mila opens the app.",
          expectation: expectation, line: 59, narrationLine: 60, narrationColumn: 16)
      ])
    expectNoDifference(
      scenario,
      Scenario(
        name: "full-world", title: "Every world key",
        summary: "A file that sets every key of the world.",
        world: SharedWorld(
          today: world.today, personName: "Mila", birthdate: world.person.birthdate,
          parentName: "Ana", regionCode: "DEMO", regions: world.regions, app: world.app,
          sharingMode: .alwaysShare, verification: .other, assumptions: world.assumptions),
        file: "full.yaml", parts: ScenarioParts([apple])))
  }

  @Test("defaults: OS 26.5, family when there is a parent, Ask First, installed at 1.0")
  func defaults() throws {
    let scenario = try ScenarioFixtures.load(ScenarioFixtures.minimal)
    let today = Fixtures.day("2026-09-14")
    var world = AppleWorld(
      person: ApplePerson(name: "Ann", birthdate: today.adding(years: -42), isInFamily: false),
      parentName: nil, regionCode: "US", os: .v26dot5, today: today,
      app: AppConfig(
        name: "Landmarks", bundleID: "com.example.landmarks", gates: [13, 16],
        featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
        currentVersion: try Fixtures.version("1.0"),
        originalInstallVersion: try Fixtures.version("1.0"), questionExpiryDays: 7))
    // The default app's made-up Apple ID; the environment stays Sandbox.
    world.appAppleID = 1_234_567_890
    expectNoDifference(world.appStoreEnvironment, .sandbox)
    expectNoDifference(scenario.appleWorld, world)
    expectNoDifference(scenario.answers, AppleDeclaredAnswers())
    expectNoDifference(
      scenario.script, [AppleScriptStep(action: .perform(.launchApp(.childPhone)), line: 17)])
    let withParent = try ScenarioFixtures.load(
      ScenarioFixtures.minimal(replacing: "  region: US\n", with: "  region: US\n  parent: Bo\n"))
    #expect(withParent.appleWorld.person.isInFamily)
    expectNoDifference(withParent.world.parentName, "Bo")
  }

  @Test("a JSON file is YAML too and loads to the same scenario")
  func json() throws {
    let json = """
      {
      \t"name": "minimal", "title": "Minimal", "summary": "The smallest scenario.",
      \t"world": {
      \t\t"today": "2026-09-14", "region": "US", "person": {"name": "Ann", "age": 42},
      \t\t"app": {"name": "Landmarks", "bundle-id": "com.example.landmarks", "gates": [13, 16],
      \t\t\t"feature": {"name": "Photo sharing", "minimum-age": 16}, "version": "1.0"}
      \t},
      \t"script": [{"do": "launch"}]
      }
      """
    var fromJSON = try ScenarioFixtures.load(json, file: "test.yaml")
    let fromYAML = try ScenarioFixtures.load(ScenarioFixtures.minimal, file: "test.yaml")
    expectNoDifference(fromJSON.script.map(\.line), [8])
    fromJSON.script[0].line = 17
    expectNoDifference(fromJSON, fromYAML)
  }

  /// One `do:` value and the action it must load as.
  struct ActionCase: Sendable, CustomTestStringConvertible {
    var yaml: String
    var action: AppleScriptAction
    var text: String

    var testDescription: String { yaml }
  }

  static let actionCases: [ActionCase] = [
    ActionCase(yaml: "launch", action: .perform(.launchApp(.childPhone)), text: "launch"),
    ActionCase(
      yaml: "{launch: second-device}", action: .perform(.launchApp(.secondDevice)),
      text: "launch: second-device"),
    ActionCase(yaml: "close", action: .perform(.closeApp(.childPhone)), text: "close"),
    ActionCase(
      yaml: "share", action: .perform(.answerAgeRangePrompt(.childPhone, .share)), text: "share"),
    ActionCase(
      yaml: "{decline: second-device}",
      action: .perform(.answerAgeRangePrompt(.secondDevice, .decline)),
      text: "decline: second-device"),
    ActionCase(
      yaml: "ask-parent", action: .perform(.tapAskParent(.childPhone)), text: "ask-parent"),
    ActionCase(yaml: "send", action: .perform(.sendQuestion(.childPhone)), text: "send"),
    ActionCase(yaml: "cancel", action: .perform(.cancelCompose(.childPhone)), text: "cancel"),
    ActionCase(
      yaml: "ask-to-approve", action: .perform(.choosePermissionFlow(.childPhone, .askToApprove)),
      text: "ask-to-approve"),
    ActionCase(
      yaml: "{approve-in-person: second-device}",
      action: .perform(.choosePermissionFlow(.secondDevice, .approveInPerson)),
      text: "approve-in-person: second-device"),
    ActionCase(
      yaml: "{passcode: \"0420\"}", action: .perform(.enterPasscode(.childPhone, "0420")),
      text: "passcode: 0420"),
    ActionCase(
      yaml: "{permission-flow: ask-to-approve}",
      action: .perform(.setPermissionFlow(.askToApprove)), text: "permission-flow: ask-to-approve"),
    ActionCase(
      yaml: "acknowledge", action: .perform(.acknowledgeUpdate(.childPhone)), text: "acknowledge"),
    ActionCase(yaml: "revoke-consent", action: .perform(.revokeConsent), text: "revoke-consent"),
    ActionCase(yaml: "share-again", action: .perform(.shareAgeRangeAgain), text: "share-again"),
    ActionCase(
      yaml: "{parent: approve}",
      action: .parentAnswers(choiceID: "approve", questionID: nil, device: .parentPhone),
      text: "parent: approve"),
    ActionCase(
      yaml: "{parent: {choice: decline, question: 2, on: child-iphone}}",
      action: .parentAnswers(choiceID: "decline", questionID: 2, device: .childPhone),
      text: "parent: decline (question #2, on child-iphone)"),
    ActionCase(
      yaml: "{mode: never-share}", action: .perform(.setSharingMode(.neverShare)),
      text: "mode: never-share"),
    ActionCase(
      yaml: "{verify: government-id}", action: .perform(.setVerification(.governmentID)),
      text: "verify: government-id"),
    ActionCase(
      yaml: "{family: false}", action: .perform(.setInFamily(false)), text: "family: false"),
    ActionCase(
      yaml: "{signed-in: false}", action: .perform(.setSignedIn(false)), text: "signed-in: false"),
    ActionCase(
      yaml: "{communication-limits: true}", action: .perform(.setCommunicationLimits(true)),
      text: "communication-limits: true"),
    ActionCase(
      yaml: "{region: us-tx}", action: .perform(.setRegion("US-TX")), text: "region: US-TX"),
    ActionCase(yaml: "{os: \"27.0\"}", action: .perform(.setOS(.v27)), text: "os: 27.0"),
    ActionCase(
      yaml: "{clock: +1 day}", action: .perform(.advanceClock(.days(1))), text: "clock: +1 day"),
    ActionCase(
      yaml: "{clock: +3 days}", action: .perform(.advanceClock(.days(3))), text: "clock: +3 days"),
    ActionCase(
      yaml: "{clock: +1 month}", action: .perform(.advanceClock(.months(1))),
      text: "clock: +1 month"),
    ActionCase(
      yaml: "{clock: +2 years}", action: .perform(.advanceClock(.years(2))),
      text: "clock: +2 years"),
    ActionCase(
      yaml: "{clock: next-birthday}", action: .perform(.advanceClock(.nextBirthday)),
      text: "clock: next-birthday"),
    ActionCase(
      yaml: "{clock: next-anniversary}", action: .perform(.advanceClock(.nextAnniversary)),
      text: "clock: next-anniversary"),
    ActionCase(
      yaml: "{ask-to-communicate: \"+1 555 0100\"}",
      action: .perform(.askToCommunicate(.childPhone, handle: "+1 555 0100")),
      text: "ask-to-communicate: +1 555 0100"),
    ActionCase(
      yaml: "{ask-to-communicate: {handle: mia@example.com, on: second-device}}",
      action: .perform(.askToCommunicate(.secondDevice, handle: "mia@example.com")),
      text: "ask-to-communicate: mia@example.com (on second-device)"),
    ActionCase(
      yaml: "{assumptions: {declined-sharing: treat-as-minor}}",
      action: .changeAssumptions(AssumptionsPatch(declinedSharing: .treatAsMinor)),
      text: "assumptions: declined-sharing: treat-as-minor"),
  ]

  @Test("every action form loads as its SimulationAction", arguments: actionCases)
  func action(_ testCase: ActionCase) throws {
    let text = ScenarioFixtures.minimal(
      replacing: "  region: US\n", with: "  region: US\n  second-device: ipad\n"
    ).replacingOccurrences(of: "do: launch", with: "do: \(testCase.yaml)")
    let scenario = try ScenarioFixtures.load(text)
    expectNoDifference(scenario.script.map(\.action), [testCase.action])
    expectNoDifference(testCase.action.text, testCase.text)
  }

  @Test("install-update takes a version")
  func installUpdate() throws {
    let scenario = try ScenarioFixtures.load(
      ScenarioFixtures.minimal(replacing: "do: launch", with: "do: {install-update: \"2.10\"}"))
    #expect(
      scenario.script.map(\.action) == [.perform(.installUpdate(try Fixtures.version("2.10")))])
    expectNoDifference(scenario.script.first?.action.text, "install-update: 2.10")
  }

  @Test("a scalar parent answer applies to both topics")
  func parentAnswerForBothTopics() throws {
    let scenario = try ScenarioFixtures.load(
      ScenarioFixtures.minimal(
        replacing: "script:",
        with: "answers:\n  age-range-prompt: share\n  ask-parent: yes\n  parent: approve\n"
          + "  acknowledgment: acknowledge\nscript:"))
    expectNoDifference(
      scenario.answers,
      AppleDeclaredAnswers(
        ageRangePrompt: .share, askParent: true, parentOnUpdate: .choose("approve"),
        parentOnCommunication: .choose("approve"), acknowledges: true))
  }

  @Test("rejected: with text expects a refusal whose reason contains it")
  func rejectedText() throws {
    let scenario = try ScenarioFixtures.load(
      ScenarioFixtures.minimal(
        replacing: "  - do: launch\n",
        with: "  - do: launch\n    expect: {rejected: can no longer be answered}\n"))
    expectNoDifference(
      scenario.script.first?.expectation,
      AppleExpectation(rejection: .reasonContains("can no longer be answered")))
  }
}

extension String {
  fileprivate func replacingOccurrences(of old: String, with new: String) -> String {
    split(separator: old, omittingEmptySubsequences: false).joined(separator: new)
  }
}
