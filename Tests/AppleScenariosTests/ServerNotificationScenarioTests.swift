import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import Testing

@testable import Scenarios
@testable import TestSupport

/// The scenario keys of the server notification: the world's `app-store-environment`, the
/// app's `app-apple-id`, and `expect: server-notification:`, with their positioned errors.
@Suite("Server notification in scenario files")
struct ServerNotificationScenarioTests {
  typealias Case = ScenarioErrorCase

  static func bad(_ old: String, _ new: String) -> String {
    ScenarioFixtures.minimal(replacing: old, with: new)
  }

  static func world(_ key: String) -> String {
    bad("  region: US\n", "  region: US\n\(key)")
  }

  static func app(_ key: String) -> String {
    bad(
      "    bundle-id: com.example.landmarks\n", "    bundle-id: com.example.landmarks\n\(key)")
  }

  static func expect(_ value: String) -> String {
    bad("  - do: launch\n", "  - do: launch\n    expect:\n      server-notification: \(value)\n")
  }

  @Test(
    "app-store-environment chooses the environment; Sandbox without it",
    arguments: [
      ("", AppStoreEnvironment.sandbox), ("  app-store-environment: sandbox\n", .sandbox),
      ("  app-store-environment: production\n", .production),
      ("  app-store-environment: local-testing\n", .localTesting),
    ])
  func environment(key: String, environment: AppStoreEnvironment) throws {
    #expect(
      try ScenarioFixtures.load(Self.world(key)).appleWorld.appStoreEnvironment == environment)
  }

  @Test("app-apple-id sets the Apple ID; the default app's is 1234567890")
  func appAppleID() throws {
    #expect(try ScenarioFixtures.load(Self.app("")).appleWorld.appAppleID == 1_234_567_890)
    #expect(
      try ScenarioFixtures.load(Self.app("    app-apple-id: 6448311069\n")).appleWorld.appAppleID
        == 6_448_311_069)
    #expect(
      try ScenarioFixtures.load(Self.app("    app-apple-id: 9007199254740991\n")).appleWorld
        .appAppleID == 9_007_199_254_740_991)
  }

  static let idExpected =
    "expected the app's Apple ID: a whole number from 1 to 9007199254740991, such as 1234567890"

  static let errors: [Case] = [
    Case(
      "an unknown environment", world("  app-store-environment: prod\n"),
      "test.yaml:7:26: error: world.app-store-environment: expected sandbox, production or "
        + #"local-testing, found "prod""#),
    Case(
      "Apple's spelling in the world", world("  app-store-environment: Sandbox\n"),
      "test.yaml:7:26: error: world.app-store-environment: expected sandbox, production or "
        + #"local-testing, found "Sandbox"; did you mean "sandbox"?"#),
    Case(
      "a list for the environment", world("  app-store-environment: [sandbox]\n"),
      "test.yaml:7:26: error: world.app-store-environment: expected sandbox, production or "
        + "local-testing, found a list"),
    Case(
      "an Apple ID with letters", app("    app-apple-id: 12ab\n"),
      #"test.yaml:13:19: error: world.app.app-apple-id: \#(idExpected), found "12ab""#),
    Case(
      "an Apple ID of 0", app("    app-apple-id: 0\n"),
      #"test.yaml:13:19: error: world.app.app-apple-id: \#(idExpected), found "0""#),
    Case(
      "a negative Apple ID", app("    app-apple-id: -5\n"),
      #"test.yaml:13:19: error: world.app.app-apple-id: \#(idExpected), found "-5""#),
    Case(
      "an Apple ID past 2^53 - 1", app("    app-apple-id: 9007199254740992\n"),
      "test.yaml:13:19: error: world.app.app-apple-id: \(idExpected), "
        + #"found "9007199254740992""#),
    Case(
      "the environment in the world's spelling", expect("{environment: sandbox}"),
      "test.yaml:19:42: error: script[1].expect.server-notification.environment: expected an "
        + #"environment: Sandbox, Production or LocalTesting, found "sandbox"; did you mean "#
        + #""Sandbox"?"#),
    Case(
      "a misspelt key", expect("{notificationTyp: RESCIND_CONSENT}"),
      "test.yaml:19:29: error: script[1].expect.server-notification: unknown key "
        + #""notificationTyp"; did you mean "notificationType"?"#),
    Case(
      "another notification type", expect("{notificationType: REFUND}"),
      "test.yaml:19:47: error: script[1].expect.server-notification.notificationType: "
        + #"expected a notification type: RESCIND_CONSENT, found "REFUND""#),
    Case(
      "a UUID in capitals", expect("{notificationUUID: BD49F448-CA0F-5081-AA80-D51FA70A9F59}"),
      "test.yaml:19:47: error: script[1].expect.server-notification.notificationUUID: expected "
        + "a UUID in lowercase, such as 191ebc7b-6713-5f5d-846c-dad53637edc3, found "
        + #""BD49F448-CA0F-5081-AA80-D51FA70A9F59""#),
    Case(
      "a date for signedDate", expect("{signedDate: 2026-09-14}"),
      "test.yaml:19:41: error: script[1].expect.server-notification.signedDate: expected "
        + #"milliseconds since 1970, a whole number such as 1789344000000, found "2026-09-14""#),
    Case(
      "a word for appAppleId", expect("{appAppleId: x}"),
      "test.yaml:19:41: error: script[1].expect.server-notification.appAppleId: expected the "
        + #"app's Apple ID (a whole number from 1 to 9007199254740991) or none, found "x""#),
    Case(
      "a negated value of the wrong kind", expect("{environment: {not: Prod}}"),
      "test.yaml:19:48: error: script[1].expect.server-notification.environment.not: expected "
        + #"an environment: Sandbox, Production or LocalTesting, found "Prod""#),
    Case(
      "an empty mapping", expect("{}"),
      "test.yaml:19:28: error: script[1].expect.server-notification: expected none, or at "
        + "least one of the notification's keys: notificationType, notificationUUID, version, "
        + "signedDate, appAppleId, bundleId, environment or signedAppTransactionInfo"),
    Case(
      "a word other than none", expect("nothing"),
      "test.yaml:19:28: error: script[1].expect.server-notification: expected none, or a "
        + "mapping of the notification's keys such as notificationType and environment, found "
        + #""nothing""#),
  ]

  @Test("each bad value is named with its file, line and column", arguments: errors)
  func error(_ testCase: Case) {
    expectNoDifference(ScenarioFixtures.error(testCase.text), testCase.error)
  }

  @Test("the expectation loads typed, in file order, with its negations")
  func loads() throws {
    let scenario = try ScenarioFixtures.load(
      Self.expect(
        "{environment: {not: Sandbox}, appAppleId: none, signedDate: 1789344000000, "
          + "version: \"2.0\"}"))
    expectNoDifference(
      scenario.script.first?.expectation.serverNotification,
      .latest([
        ServerNotificationCheck.Value(field: .environment, value: "Sandbox", negated: true),
        ServerNotificationCheck.Value(field: .appAppleId, value: "none"),
        ServerNotificationCheck.Value(field: .signedDate, value: "1789344000000"),
        ServerNotificationCheck.Value(field: .version, value: "2.0"),
      ]))
    #expect(
      try ScenarioFixtures.load(Self.expect("none")).script.first?.expectation
        .serverNotification == .nothingSent)
  }

  /// Sofia's father revokes consent in local testing; each step checks the server's inbox.
  static let localTesting = """
    name: local-testing-revocation
    title: A revocation in local testing
    summary: Carlos revokes consent; the server hears it from LocalTesting, with no Apple ID.
    world:
      today: 2026-09-14
      region: US
      app-store-environment: local-testing
      person: {name: Sofia, age: 14}
      parent: Carlos
    script:
      - do: launch
        expect:
          server-notification: none
      - do: close
        expect:
          server-notification: {environment: LocalTesting}
      - do: revoke-consent
        expect:
          server-notification:
            notificationType: RESCIND_CONSENT
            environment: {not: LocalTesting}
            appAppleId: none
            bundleId: com.example.landmarks
            notificationUUID: 9e13735d-3e01-5d7b-8b9e-277cbb5dc806
      - do: {clock: +1 day}
        expect:
          server-notification: none

    """

  @Test("results: none before, the latest notification's keys after, each named")
  func evaluates() throws {
    let run = AppleScenarioRunner.run(try ScenarioFixtures.load(Self.localTesting))
    let results = run.steps.filter { !$0.isAutomatic }.map(\.expectations)
    expectNoDifference(
      results,
      [
        [
          ExpectationResult(
            key: "server-notification", expected: "none", actual: "none", passed: true)
        ],
        [
          ExpectationResult(
            key: "server-notification environment", expected: "LocalTesting",
            actual: "no notification sent", passed: false)
        ],
        [
          ExpectationResult(
            key: "server-notification notificationType", expected: "RESCIND_CONSENT",
            actual: "RESCIND_CONSENT", passed: true),
          ExpectationResult(
            key: "server-notification environment", expected: "not LocalTesting",
            actual: "LocalTesting", passed: false),
          ExpectationResult(
            key: "server-notification appAppleId", expected: "none", actual: "none",
            passed: true),
          ExpectationResult(
            key: "server-notification bundleId", expected: "com.example.landmarks",
            actual: "com.example.landmarks", passed: true),
          ExpectationResult(
            key: "server-notification notificationUUID",
            expected: "9e13735d-3e01-5d7b-8b9e-277cbb5dc806",
            actual: "9e13735d-3e01-5d7b-8b9e-277cbb5dc806", passed: true),
        ],
        [
          ExpectationResult(
            key: "server-notification", expected: "none",
            actual: "RESCIND_CONSENT 9e13735d-3e01-5d7b-8b9e-277cbb5dc806", passed: false)
        ],
      ])
  }
}
