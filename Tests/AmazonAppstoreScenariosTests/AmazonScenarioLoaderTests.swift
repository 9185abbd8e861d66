import AmazonAppstore
import AmazonAppstoreScenarios
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

@Suite struct AmazonScenarioLoaderTests {
  @Test func readsTheWorldAndEveryVerb() throws {
    let scenario = try AmazonScenarioFixtures.load(
      AmazonScenarioFixtures.file(
        amazon: """
            profile: {consented-on: 2026-08-20, user-id: teen-1}
            assumptions: {texas: paused, error-shape: "null", change-consent: unchanged, alabama: true}
            test-option: 4
            fault: INTERNAL_TRANSIENT_ERROR
            second-device: true
            asin: B0TEST0001
            script:
              - do: launch
              - do: {close: second-device}
              - do: query-again
              - do: {report-change: video-calling "This update adds video calling."}
              - do: {report-change: {id: chat, description: Chat with friends.}}
              - do: consent
              - do: withhold
              - do: {revoke: parent-device}
              - do: {wait: 2 days}
              - do: {set: {test-option: none}}
              - do: {set: fault none}
              - do: {set: {region: US-UT}}
              - do: {set: {supervised: false}}
              - do: {set: {verified: true}}
          """))
    let script = try #require(scenario.amazon)
    expectNoDifference(scenario.platforms, [.amazonAppstore])
    #expect(
      script.world.child
        == AmazonChild(
          birthdate: try #require(SimDate(iso: "2012-03-02")), isSupervised: true,
          isVerified: false, region: "US-TX", userId: "teen-1"))
    expectNoDifference(script.world.app.asin, "B0TEST0001")
    expectNoDifference(
      script.world.flows.keys.sorted { $0.rawValue < $1.rawValue }, [.childPhone, .secondDevice])
    expectNoDifference(
      script.world.assumptions,
      AmazonAssumptions(
        texas: .paused, errorShape: .null, changeConsent: .unchanged, alabama: true))
    expectNoDifference(script.world.testOption, .supervised13To15)
    expectNoDifference(script.world.fault, .internalTransientError)
    expectNoDifference(script.world.consent, .granted)
    expectNoDifference(script.world.lastApproval?.description, "2026-08-20T00:00:00.000Z")
    expectNoDifference(
      script.steps.map(\.action),
      [
        .launch(.childPhone), .close(.secondDevice), .queryAgain(.childPhone),
        .reportChange(id: "video-calling", description: "This update adds video calling."),
        .reportChange(id: "chat", description: "Chat with friends."),
        .parentConsents(from: .parentPhone), .parentWithholds(from: .parentPhone),
        .parentRevokes(from: .parentPhone), .advanceClock(days: 2), .set(.testOption(nil)),
        .set(.fault(nil)), .set(.region("US-UT")), .set(.supervised(false)),
        .set(.verified(true)),
      ])
    expectNoDifference(
      script.steps.map(\.text),
      [
        "launch", "close second-device", "query-again",
        "report-change video-calling \"This update adds video calling.\"",
        "report-change chat \"Chat with friends.\"", "consent", "withhold", "revoke",
        "wait 2 days", "set test-option none", "set fault none", "set region US-UT",
        "set supervised false", "set verified true",
      ])
    expectNoDifference(script.steps.map(\.line), Array(20...33))
  }

  @Test(arguments: [
    ("profile: {consent: pending}", AmazonConsent.pending, true),
    ("profile: {consent: none}", .none, false),
    ("profile: {}", .granted, false),
  ])
  func startsFromTheProfilesConsent(profile: String, consent: AmazonConsent, pending: Bool) throws {
    let scenario = try AmazonScenarioFixtures.load(
      AmazonScenarioFixtures.file(amazon: "  \(profile)\n  script: [{do: launch}]"))
    let world = try #require(scenario.amazon?.world)
    expectNoDifference(world.consent, consent)
    expectNoDifference((world.pendingRequest != nil), pending)
  }

  @Test func aProfileWithoutAParentIsUnsupervisedAndHasNoConsent() throws {
    let scenario = try AmazonScenarioFixtures.load(
      AmazonScenarioFixtures.file(parent: false, amazon: "  script: [{do: launch}]"))
    let world = try #require(scenario.amazon?.world)
    expectNoDifference(world.child.isSupervised, false)
    expectNoDifference(world.consent, .none)
  }

  @Test func readsEveryExpectationKey() throws {
    let scenario = try AmazonScenarioFixtures.load(
      AmazonScenarioFixtures.file(
        amazon: """
            script:
              - do: launch
                expect:
                  step: {child-fire-tablet: running}
                  responseStatus: SUCCESS
                  userStatus: ""
                  ageLower: 13
                  ageUpper: {not: null}
                  userId: null
                  mostRecentApprovalDate: 2026-09-01T00:00:00.000Z
                  retryable: false
                  consent: {not: pending}
                  pending-request: false
                  revocation-report: none
                  refused: false
                  trace-contains: GetUserAgeData
                  trace-lacks: [birthdate]
          """))
    let expectation = try #require(scenario.amazon?.steps.first?.expectation)
    var expected = AmazonExpectation()
    expected.steps = [ExpectedDeviceStep(device: .childPhone, step: .running)]
    expected.columns = [
      .init(column: .responseStatus, cell: .string("SUCCESS")),
      .init(column: .userStatus, cell: .string("")),
      .init(column: .ageLower, cell: .integer(13)),
      .init(column: .ageUpper, cell: .null, negated: true),
      .init(column: .userId, cell: .null),
      .init(column: .mostRecentApprovalDate, cell: .string("2026-09-01T00:00:00.000Z")),
    ]
    expected.retryable = false
    expected.consent = .pending
    expected.pendingRequest = false
    expected.revocationReport = []
    expected.rejection = .rejected(false)
    expected.traceContains = ["GetUserAgeData"]
    expected.traceLacks = ["birthdate"]
    expected.negatedKeys = ["consent"]
    expectNoDifference(expectation, expected)
  }

  @Test(arguments: [
    (
      "  script: [{do: lanch}]",
      "fixture.yaml:13:17: error: amazon-appstore.script[1].do: unknown Amazon action \"lanch\"; "
        + "did you mean \"launch\"?"
    ),
    (
      "  test-option: 12\n  script: []",
      "fixture.yaml:13:16: error: amazon-appstore.test-option: expected a whole number from 1 to 11, "
        + "found 12"
    ),
    (
      "  fault: SUCCESS\n  script: []",
      "fixture.yaml:13:10: error: amazon-appstore.fault: expected a fault (a responseStatus) or none: none, "
        + "APP_NOT_OWNED, INTERNAL_TRANSIENT_ERROR, INTERNAL_ERROR or FEATURE_NOT_SUPPORTED, "
        + "found \"SUCCESS\""
    ),
    (
      "  script:\n    - do: launch\n      expect: {userStatus: SUPERVISD}",
      "fixture.yaml:15:28: error: amazon-appstore.script[1].expect.userStatus: expected a userStatus: VERIFIED, SUPERVISED, "
        + "CONSENT_NOT_GRANTED, UNKNOWN or \"\", found \"SUPERVISD\"; did you mean \"SUPERVISED\"?"
    ),
    (
      "  script:\n    - do: {set: {test-option: 0}}",
      "fixture.yaml:14:31: error: amazon-appstore.script[1].do.set.test-option: test-option: "
        + "expected none, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 or 11, found \"0\"; did you mean \"1\"?"
    ),
    (
      "  script:\n    - do: {launch: second-device}",
      "fixture.yaml:14:20: error: amazon-appstore.script[1].do.launch: this scenario has no second Amazon device (set "
        + "amazon-appstore.second-device)"
    ),
    (
      "  script:\n    - do: {report-change: video calling}",
      "fixture.yaml:14:27: error: amazon-appstore.script[1].do.report-change: expected ID \"description\", e.g. {report-change: "
        + "video-calling \"This update adds video calling.\"}, found \"video calling\""
    ),
    (
      "  profile: {consent: revoked}\n  script: []",
      "fixture.yaml:13:22: error: amazon-appstore.profile.consent: expected a starting consent (a revocation is the script's "
        + "`revoke`): granted, pending or none, found \"revoked\""
    ),
    (
      "  script:\n    - do: wait",
      "fixture.yaml:14:11: error: amazon-appstore.script[1].do: the Amazon action \"wait\" needs a value, e.g. "
        + "`do: {wait: 1 day}`"
    ),
  ])
  func reportsEachErrorAtItsPlace(amazon: String, message: String) {
    #expect(throws: ScenarioError.self) {
      try AmazonScenarioFixtures.load(AmazonScenarioFixtures.file(amazon: amazon))
    }
    do {
      _ = try AmazonScenarioFixtures.load(AmazonScenarioFixtures.file(amazon: amazon))
    } catch {
      expectNoDifference(error.description, message)
    }
  }
}
