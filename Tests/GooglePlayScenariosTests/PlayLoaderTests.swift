import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Scenarios
import Testing

@testable import TestSupport

/// The `platforms:` key and the `google-play:` block: every verb, every expect key, the shared
/// world's mapping and every error with its message and position.
@Suite("Play loader")
struct PlayLoaderTests {
  /// A Google-only scenario whose one Play step is `step` (indented for the script list); its
  /// lines are fixed: the step starts on line 15.
  static func scenario(step: String, block: String = "", platforms: String = "[google-play]")
    -> String
  {
    """
    name: play-test
    title: Play test
    summary: A test.
    platforms: \(platforms)
    world:
      today: 2026-09-14
      region: US-TX
      person:
        name: Sofia
        birthdate: 2012-03-02
      parent: Carlos
    google-play:
      second-device: true\(block)
      script:
    \(step)

    """
  }

  static func step(_ text: String) throws -> PlayScriptStep {
    let loaded = try ScenarioFixtures.load(scenario(step: text))
    return try #require(loaded.play?.steps.first)
  }

  struct VerbCase: Sendable, CustomTestStringConvertible {
    var yaml: String
    var action: PlayAction
    var text: String
    var testDescription: String { yaml }
  }

  static let day = SimDate(iso: "2026-09-20") ?? SimDate(daysSinceEpoch: 0)

  static let verbs: [VerbCase] = [
    VerbCase(yaml: "launch", action: .launch(.childPhone), text: "launch"),
    VerbCase(
      yaml: "{launch: second-device}", action: .launch(.secondDevice),
      text: "launch second-device"),
    VerbCase(yaml: "close", action: .close(.childPhone), text: "close"),
    VerbCase(yaml: "check-again", action: .checkAgain(.childPhone), text: "check-again"),
    VerbCase(yaml: "share", action: .answerSharingPrompt(.childPhone, share: true), text: "share"),
    VerbCase(
      yaml: "decline", action: .answerSharingPrompt(.childPhone, share: false), text: "decline"),
    VerbCase(
      yaml: "{parent: approve}", action: .parentAnswers(from: .parentPhone, approve: true),
      text: "parent approve"),
    VerbCase(
      yaml: "{parent: {answer: decline, on: child-android}}",
      action: .parentAnswers(from: .childPhone, approve: false),
      text: "parent decline on child-android"),
    VerbCase(
      yaml: "{declare-change: video-calling \"Adds video calling.\" 2026-09-20}",
      action: .declareChange(
        id: "video-calling", description: "Adds video calling.", effective: day),
      text: "declare-change video-calling 2026-09-20"),
    VerbCase(
      yaml: "{declare-change: {id: chat, description: Adds chat., effective: 2026-09-20}}",
      action: .declareChange(id: "chat", description: "Adds chat.", effective: day),
      text: "declare-change chat 2026-09-20"),
    VerbCase(
      yaml: "{cancel-change: video-calling}", action: .cancelChange(id: "video-calling"),
      text: "cancel-change video-calling"),
    VerbCase(
      yaml: "{set-age-ranges: [10, 13]}", action: .setAgeRanges(minimumAges: [10, 13]),
      text: "set-age-ranges [10, 13]"),
    VerbCase(yaml: "revoke", action: .revoke(from: .parentPhone), text: "revoke"),
    VerbCase(
      yaml: "{revoke: child-android}", action: .revoke(from: .childPhone),
      text: "revoke child-android"),
    VerbCase(yaml: "install", action: .install(.childPhone), text: "install"),
    VerbCase(
      yaml: "{install: second-device}", action: .install(.secondDevice),
      text: "install second-device"),
    VerbCase(yaml: "{wait: 9 days}", action: .advanceClock(days: 9), text: "wait 9 days"),
    VerbCase(yaml: "{wait: 1 day}", action: .advanceClock(days: 1), text: "wait 1 day"),
    VerbCase(
      yaml: "{set: {verification: tier-c}}", action: .set(.verification(.tierC)),
      text: "set verification tier-c"),
    VerbCase(
      yaml: "{set: supervised false}", action: .set(.supervised(false)),
      text: "set supervised false"),
    VerbCase(
      yaml: "{set: {region: US-UT}}", action: .set(.region("US-UT")), text: "set region US-UT"),
    VerbCase(
      yaml: "{set: {sharing: never-share}}", action: .set(.sharingMode(.neverShare)),
      text: "set sharing never-share"),
    VerbCase(yaml: "{set: {sdk: \"0.0.3\"}}", action: .set(.sdk(.v003)), text: "set sdk 0.0.3"),
    VerbCase(
      yaml: "{set: {fault: NETWORK_ERROR}}", action: .set(.fault(.networkError)),
      text: "set fault NETWORK_ERROR"),
    VerbCase(yaml: "{set: {fault: none}}", action: .set(.fault(nil)), text: "set fault none"),
    VerbCase(
      yaml: "{set: {account-created: 2025-09-01}}",
      action: .set(.accountCreated(SimDate(iso: "2025-09-01"))),
      text: "set account-created 2025-09-01"),
    VerbCase(
      yaml: "{set: account-created none}", action: .set(.accountCreated(nil)),
      text: "set account-created none"),
  ]

  @Test("every verb loads into its action and prints as written", arguments: verbs)
  func verb(_ verbCase: VerbCase) throws {
    let step = try Self.step("    - do: \(verbCase.yaml)")
    expectNoDifference(step.action, verbCase.action)
    expectNoDifference(step.text, verbCase.text)
    expectNoDifference(PlayVerb.text(for: verbCase.action), verbCase.text)
    expectNoDifference(step.line, 15)
  }

  @Test("the table covers every verb")
  func everyVerb() {
    expectNoDifference(Set(Self.verbs.map { PlayVerb.verb(of: $0.action) }), Set(PlayVerb.allCases))
  }

  @Test("every expect key loads into its typed value")
  func expectKeys() throws {
    let step = try Self.step(
      """
          - do: launch
            moment: age
            narration: Sofia opens the app.
            caption: Sofia opens the app.
            expect:
              step: {second-device: {not: running}}
              status: SUPERVISED_APPROVAL_PENDING
              age-range: 13-15
              source: null
              change-status: PENDING
              approval-date: 2026-09-14
              sheet: {parent-phone: family-link-request, child-android: none}
              pending-request: true
              revoked: false
              refused: false
              trace-contains: [open Landmarks, checkAgeSignals]
      """)
    expectNoDifference(step.moment, .age)
    expectNoDifference(step.narration, "Sofia opens the app.")
    expectNoDifference(step.caption, "Sofia opens the app.")
    expectNoDifference(
      step.expectation,
      PlayExpectation(
        steps: [ExpectedDeviceStep(device: .secondDevice, step: .running, negated: true)],
        status: .user(.supervisedApprovalPending),
        ageRange: .value(AgeRange(lowerBound: 13, upperBound: 15)), source: .null,
        changeStatus: .value(.pending),
        approvalDate: .value(SimDate(iso: "2026-09-14") ?? SimDate(daysSinceEpoch: 0)),
        sheets: [
          ExpectedOnDevice(device: .parentPhone, value: .familyLinkRequest),
          ExpectedOnDevice(device: .childPhone, value: PlaySheetName.none),
        ],
        pendingRequest: true, revoked: false, rejection: .rejected(false),
        traceContains: ["open Landmarks", "checkAgeSignals"]))
    let more = try Self.step(
      """
          - do: launch
            expect: {status: SHARED, age-range: 18 or over, refused: not the parent}
      """)
    expectNoDifference(
      more.expectation,
      PlayExpectation(
        status: .access(.shared), ageRange: .value(AgeRange(lowerBound: 18, upperBound: nil)),
        rejection: .reasonContains("not the parent")))
  }

  @Test("the keys that read Play's surfaces, no result yet and not: load into typed values")
  func surfaceKeys() throws {
    let step = try Self.step(
      """
          - do: {declare-change: video-calling "Video calling." 2026-09-14}
            expect:
              status: {not: SHARED}
              age-range: no result yet
              source: {not: no result yet}
              error-code: -3
              retryable: {not: false}
              request-covers: [video-calling]
              revocation-csv: [child-android, 2d9b6e41-8a3f-4c07-b5e2-91c4a7d0f3e8]
              settings: {sharing: Always share, fault: {not: none}}
              trace-lacks: [checkAgeSignals]
      """)
    var expected = PlayExpectation(status: .access(.shared), ageRange: .noResultYet)
    expected.source = .noResultYet
    expected.errorCode = NameOrNone(kind: .networkError)
    expected.retryable = false
    expected.requestCovers = ["video-calling"]
    expected.revocationCSV = [
      AgeSignalsQuery.exampleInstallID, "2d9b6e41-8a3f-4c07-b5e2-91c4a7d0f3e8",
    ]
    expected.settings = [
      PlayExpectation.SettingsRow(field: .sharing, value: "Always share"),
      PlayExpectation.SettingsRow(field: .fault, value: "none", negated: true),
    ]
    expected.traceLacks = ["checkAgeSignals"]
    expected.negatedKeys = ["status", "source", "retryable"]
    expectNoDifference(step.expectation, expected)
    let empty = try Self.step(
      """
          - do: launch
            expect: {request-covers: none, revocation-csv: [], error-code: none}
      """)
    expectNoDifference(empty.expectation.requestCovers, [])
    expectNoDifference(empty.expectation.revocationCSV, [])
    expectNoDifference(empty.expectation.errorCode, .absent)
  }

  @Test("the shared world feeds Play's: region, birthdate, parent, sharing, verification")
  func sharedWorld() throws {
    let scenario = try ScenarioFixtures.load(Self.scenario(step: "    - do: launch"))
    let world = try #require(scenario.play?.world)
    expectNoDifference(scenario.platforms, [.googlePlay])
    expectNoDifference(scenario.script, [])
    expectNoDifference(
      world.child,
      PlayChild(
        birthdate: scenario.world.birthdate, isSupervised: true, verification: .none,
        region: "US-TX", sharingMode: .askBeforeSharing))
    expectNoDifference(world.app.sdk, .v004)
    expectNoDifference(world.app.ranges, .standard)
    expectNoDifference(
      world.flows.keys.sorted { $0.rawValue < $1.rawValue }, [.childPhone, .secondDevice])
    expectNoDifference(world.today, scenario.world.today)
    let block = """

        account: {supervised: false, verification: tier-d, sharing: never-share}
        app: {sdk: "0.0.3", age-ranges: [10, 13]}
        refresh-weeks: 3
      """
    let custom = try #require(
      try ScenarioFixtures.load(Self.scenario(step: "    - do: launch", block: block)).play?.world)
    expectNoDifference(
      custom.child,
      PlayChild(
        birthdate: scenario.world.birthdate, isSupervised: false, verification: .tierD,
        region: "US-TX", sharingMode: .neverShare))
    expectNoDifference(custom.app.sdk, .v003)
    expectNoDifference(custom.app.ranges.minimumAges, [10, 13])
    expectNoDifference(custom.refreshWeeks, 3)
    let uninstalled = try #require(
      try ScenarioFixtures.load(
        Self.scenario(step: "    - do: install", block: "\n  installed: false")
      ).play?.world)
    expectNoDifference(uninstalled.flows, [:])
    expectNoDifference(uninstalled.installIDs, [:])
  }

  @Test("Apple's verification and sharing mode as Play's [I]")
  func mappings() throws {
    for (apple, play) in [
      ("none", PlayAccount.Verification.none), ("payment", .tierC), ("other", .tierC),
      ("government-id", .tierD),
    ] {
      let text = Self.scenario(step: "    - do: launch").replacingOccurrences(
        of: "    birthdate: 2012-03-02",
        with: "    birthdate: 2012-03-02\n    verification: \(apple)")
      #expect(try ScenarioFixtures.load(text).play?.world.child.verification == play, "\(apple)")
    }
    for (apple, play) in [
      ("ask-first", PlayAccount.SharingMode.askBeforeSharing), ("always-share", .alwaysShare),
      ("never-share", .neverShare),
    ] {
      let text = Self.scenario(step: "    - do: launch").replacingOccurrences(
        of: "    birthdate: 2012-03-02",
        with: "    birthdate: 2012-03-02\n    sharing-mode: \(apple)")
      #expect(try ScenarioFixtures.load(text).play?.world.child.sharingMode == play, "\(apple)")
    }
  }

  @Test("two platforms: Apple's script and Play's, moments on both")
  func bothPlatforms() throws {
    let text =
      Self.scenario(step: "    - do: launch", platforms: "[apple, google-play]")
      + "script:\n  - do: launch\n    moment: age\n"
    let scenario = try ScenarioFixtures.load(text)
    expectNoDifference(scenario.platforms, [.apple, .googlePlay])
    expectNoDifference(scenario.script.map(\.moment), [.age])
    expectNoDifference(scenario.play?.steps.count, 1)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var error: String
    var testDescription: String { name }
  }

  static let errors: [ErrorCase] = [
    ErrorCase(
      name: "unknown platform",
      text: scenario(step: "    - do: launch", platforms: "[google]"),
      error: "test.yaml:4:13: error: platforms[1]: expected a platform: apple, google-play or "
        + "amazon-appstore, found \"google\""),
    ErrorCase(
      name: "a platform twice",
      text: scenario(step: "    - do: launch", platforms: "[google-play, google-play]"),
      error: "test.yaml:4:26: error: platforms[2]: google-play is listed twice"),
    ErrorCase(
      name: "no platforms",
      text: scenario(step: "    - do: launch", platforms: "[]"),
      error: "test.yaml:4:12: error: platforms: expected at least one item, found an empty list"),
    ErrorCase(
      name: "google-play block without the platform",
      text: scenario(step: "    - do: launch", platforms: "[apple]") + "script:\n  - do: launch\n",
      error: "test.yaml:13:3: error: google-play: the scenario's platforms do not include "
        + "google-play; add it: platforms: [apple, google-play]"),
    ErrorCase(
      name: "an Apple script in a Google-only scenario",
      text: scenario(step: "    - do: launch") + "script:\n  - do: launch\n",
      error: "test.yaml:17:3: error: script: the top-level script is Apple's, and this scenario's "
        + "platforms are [google-play]: put Google Play's steps under google-play.script, or add apple "
        + "to platforms"),
    ErrorCase(
      name: "Google without the block",
      text: scenario(step: "    - do: launch", platforms: "[apple, google-play]")
        .replacingOccurrences(of: "google-play:\n", with: "script:\n  - do: launch\nunused:\n"),
      error: "test.yaml:14:1: error: unknown key \"unused\"; expected one of name, title, summary, "
        + "platforms, world, answers, script, google-play or amazon-appstore"),
    ErrorCase(
      name: "unknown Play verb with a suggestion",
      text: scenario(step: "    - do: lanch"),
      error: "test.yaml:15:11: error: google-play.script[1].do: unknown Play action \"lanch\"; "
        + "did you mean \"launch\"?"),
    ErrorCase(
      name: "an Apple verb in the Play script",
      text: scenario(step: "    - do: ask-parent"),
      error: "test.yaml:15:11: error: google-play.script[1].do: unknown Play action "
        + "\"ask-parent\"; expected one of launch, close, check-again, share, decline, parent, "
        + "declare-change, cancel-change, set-age-ranges, revoke, install, wait or set "
        + "(\"ask-parent\" is an Apple action: it belongs in the top-level script)"),
    ErrorCase(
      name: "a verb that needs a value",
      text: scenario(step: "    - do: wait"),
      error: "test.yaml:15:11: error: google-play.script[1].do: the Play action \"wait\" needs a "
        + "value, e.g. `do: {wait: 9 days}`"),
    ErrorCase(
      name: "bad days",
      text: scenario(step: "    - do: {wait: soon}"),
      error: "test.yaml:15:18: error: google-play.script[1].do.wait: expected a number of days "
        + "such as 9 days, found \"soon\""),
    ErrorCase(
      name: "too many days",
      text: scenario(step: "    - do: {wait: 4000 days}"),
      error: "test.yaml:15:18: error: google-play.script[1].do.wait: expected from 1 to 3650 days, "
        + "found 4000"),
    ErrorCase(
      name: "a parent answer Play does not have",
      text: scenario(step: "    - do: {parent: approve-hour}"),
      error: "test.yaml:15:20: error: google-play.script[1].do.parent: expected approve or "
        + "decline, found \"approve-hour\""),
    ErrorCase(
      name: "a declaration without its date",
      text: scenario(step: "    - do: {declare-change: video-calling \"Adds video calling.\"}"),
      error: "test.yaml:15:28: error: google-play.script[1].do.declare-change: expected ID "
        + "\"description\" YYYY-MM-DD, e.g. video-calling \"This update adds video calling.\" "
        + "2026-07-10, found \"video-calling \"Adds video calling.\"\""),
    ErrorCase(
      name: "a declaration without quotes",
      text: scenario(step: "    - do: {declare-change: video-calling 2026-09-20}"),
      error: "test.yaml:15:28: error: google-play.script[1].do.declare-change: expected ID "
        + "\"description\" YYYY-MM-DD, e.g. video-calling \"This update adds video calling.\" "
        + "2026-07-10, found \"video-calling 2026-09-20\""),
    ErrorCase(
      name: "a description over 200 characters, written inline",
      text: scenario(
        step: "    - do: {declare-change: video-calling \"\(String(repeating: "x", count: 201))\" "
          + "2026-09-20}"),
      error: "test.yaml:15:28: error: google-play.script[1].do.declare-change: the description "
        + "is 201 characters long; at most 200 are allowed"),
    ErrorCase(
      name: "a description over 200 characters, written as a mapping",
      text: scenario(
        step: "    - do: {declare-change: {id: chat, description: "
          + "\(String(repeating: "y", count: 201)), effective: 2026-09-20}}"),
      error: "test.yaml:15:52: error: google-play.script[1].do.declare-change.description: the "
        + "text is 201 characters long; at most 200 are allowed"),
    ErrorCase(
      name: "a change ID that is not kebab-case",
      text: scenario(step: "    - do: {cancel-change: Video_Calling}"),
      error: "test.yaml:15:27: error: google-play.script[1].do.cancel-change: expected a "
        + "kebab-case change ID such as video-calling, found \"Video_Calling\""),
    ErrorCase(
      name: "an unknown setting",
      text: scenario(step: "    - do: {set: {verfication: tier-c}}"),
      error: "test.yaml:15:18: error: google-play.script[1].do.set: unknown key \"verfication\"; "
        + "did you mean \"verification\"?"),
    ErrorCase(
      name: "a setting's bad value",
      text: scenario(step: "    - do: {set: {verification: tier-b}}"),
      error: "test.yaml:15:32: error: google-play.script[1].do.set.verification: verification: "
        + "expected none, tier-c or tier-d, found \"tier-b\"; did you mean \"tier-c\"?"),
    ErrorCase(
      name: "an account creation day that is not a date",
      text: scenario(step: "    - do: {set: {account-created: last year}}"),
      error: "test.yaml:15:35: error: google-play.script[1].do.set.account-created: "
        + "account-created: expected a date as YYYY-MM-DD, or none, found \"last year\""),
    ErrorCase(
      name: "an account creation day that does not exist",
      text: scenario(step: "    - do: {set: account-created 2026-02-30}"),
      error: "test.yaml:15:17: error: google-play.script[1].do.set: account-created: 2026-02-30 "
        + "is not a real date"),
    ErrorCase(
      name: "a fault Google does not have",
      text: scenario(step: "    - do: {set: fault TIMEOUT}"),
      error: "test.yaml:15:17: error: google-play.script[1].do.set: fault: expected none, "
        + "API_NOT_AVAILABLE, PLAY_STORE_NOT_FOUND, NETWORK_ERROR, PLAY_SERVICES_NOT_FOUND, "
        + "CANNOT_BIND_TO_SERVICE, PLAY_STORE_VERSION_OUTDATED, PLAY_SERVICES_VERSION_OUTDATED, "
        + "CLIENT_TRANSIENT_ERROR, APP_NOT_OWNED, SDK_VERSION_OUTDATED or INTERNAL_ERROR, found "
        + "\"TIMEOUT\""),
    ErrorCase(
      name: "a status Google does not write",
      text: scenario(step: "    - do: launch\n      expect: {status: shared}"),
      error: "test.yaml:16:24: error: google-play.script[1].expect.status: expected a status as "
        + "Google writes it: SHARED, NOT_SHARED, VERIFICATION_REQUIRED, VERIFIED, DECLARED, "
        + "SUPERVISED, SUPERVISED_APPROVAL_PENDING, SUPERVISED_APPROVAL_DENIED, UNKNOWN, null, "
        + "API_NOT_AVAILABLE, PLAY_STORE_NOT_FOUND, NETWORK_ERROR, PLAY_SERVICES_NOT_FOUND, "
        + "CANNOT_BIND_TO_SERVICE, PLAY_STORE_VERSION_OUTDATED, PLAY_SERVICES_VERSION_OUTDATED, "
        + "CLIENT_TRANSIENT_ERROR, APP_NOT_OWNED, SDK_VERSION_OUTDATED or INTERNAL_ERROR, found "
        + "\"shared\"; did you mean \"SHARED\"?"),
    ErrorCase(
      name: "an unknown tier",
      text: scenario(step: "    - do: launch\n      expect: {source: TIER_E}"),
      error: "test.yaml:16:24: error: google-play.script[1].expect.source: expected an "
        + "ageRangeSource: TIER_A, TIER_B, TIER_C or TIER_D, found \"TIER_E\"; did you mean "
        + "\"TIER_A\"?"),
    ErrorCase(
      name: "a range upside down",
      text: scenario(step: "    - do: launch\n      expect: {age-range: 15-13}"),
      error: "test.yaml:16:27: error: google-play.script[1].expect.age-range: expected "
        + "ageLower–ageUpper such as 13–15, N or over (ageUpper null), null or no result yet, "
        + "found \"15-13\""),
    ErrorCase(
      name: "an Apple expect key",
      text: scenario(step: "    - do: launch\n      expect: {learned: 13-15}"),
      error: "test.yaml:16:16: error: google-play.script[1].expect: unknown key \"learned\"; "
        + "expected one of step, status, age-range, source, change-status, approval-date, "
        + "error-code, retryable, sheet, pending-request, request-covers, revoked, "
        + "revocation-csv, settings, refused, trace-contains or trace-lacks"),
    // Issue 41: the keys that read Play's surfaces name what is wrong, where it is.
    ErrorCase(
      name: "an error code Google does not have",
      text: scenario(step: "    - do: launch\n      expect: {error-code: NETWORK_ERROR}"),
      error: "test.yaml:16:28: error: google-play.script[1].expect.error-code: expected an Age "
        + "Signals error code (-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -100 or none), found "
        + "\"NETWORK_ERROR\"; did you mean \"-3\"?"),
    ErrorCase(
      name: "retryable that is not a boolean",
      text: scenario(step: "    - do: launch\n      expect: {retryable: {not: maybe}}"),
      error: "test.yaml:16:33: error: google-play.script[1].expect.retryable.not: expected true "
        + "or false, found \"maybe\""),
    ErrorCase(
      name: "a request covering a change not declared by the step",
      text: scenario(
        step: "    - do: {declare-change: chat \"Chat.\" 2026-09-20}\n"
          + "      expect: {request-covers: [video-calling]}"),
      error: "test.yaml:16:33: error: google-play.script[1].expect.request-covers[1]: expected a "
        + "change the script declared by this step: chat, found \"video-calling\""),
    ErrorCase(
      name: "a request before any change is declared",
      text: scenario(step: "    - do: launch\n      expect: {request-covers: [chat]}"),
      error: "test.yaml:16:33: error: google-play.script[1].expect.request-covers[1]: expected "
        + "nothing (the script declares no change by this step), found \"chat\""),
    ErrorCase(
      name: "a revocation CSV naming an Apple device",
      text: scenario(step: "    - do: revoke\n      expect: {revocation-csv: [child-iphone]}"),
      error: "test.yaml:16:33: error: google-play.script[1].expect.revocation-csv[1]: expected an "
        + "install ID of this scenario, or its device: child-android, second-device, "
        + "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47 or 2d9b6e41-8a3f-4c07-b5e2-91c4a7d0f3e8, found "
        + "\"child-iphone\"; did you mean \"child-android\"?"),
    ErrorCase(
      name: "a Settings row Play does not have",
      text: scenario(
        step: "    - do: launch\n      expect: {settings: {sharing-mode: Never share}}"),
      error: "test.yaml:16:27: error: google-play.script[1].expect.settings: unknown key "
        + "\"sharing-mode\"; expected one of verification, supervised, region, sharing, sdk, "
        + "fault, refresh-weeks, clock, account-created or store-dates"),
    ErrorCase(
      name: "an Apple sheet",
      text: scenario(step: "    - do: launch\n      expect: {sheet: messages-compose}"),
      error: "test.yaml:16:23: error: google-play.script[1].expect.sheet: expected "
        + "sharing-prompt, family-link-request or none, found \"messages-compose\""),
    ErrorCase(
      name: "an unknown moment",
      text: scenario(step: "    - do: launch\n      moment: ages"),
      error: "test.yaml:16:15: error: google-play.script[1].moment: expected a moment: age, "
        + "significant-change or revocation, found \"ages\"; did you mean \"age\"?"),
    ErrorCase(
      name: "age ranges Play Console refuses",
      text: scenario(step: "    - do: launch", block: "\n  app: {age-ranges: [13, 14]}"),
      error: "test.yaml:14:21: error: google-play.app.age-ranges: minimum ages must rise and be at "
        + "least 2 years apart; got 13 then 14"),
    ErrorCase(
      name: "an SDK that does not exist",
      text: scenario(step: "    - do: launch", block: "\n  app: {sdk: \"0.0.5\"}"),
      error: "test.yaml:14:14: error: google-play.app.sdk: expected an SDK version: 0.0.3 or "
        + "0.0.4, found \"0.0.5\"; did you mean \"0.0.3\"?"),
    ErrorCase(
      name: "a second device Play does not have",
      text: scenario(step: "    - do: {launch: second-device}").replacingOccurrences(
        of: "  second-device: true", with: "  second-device: false"),
      error: "test.yaml:15:20: error: google-play.script[1].do.launch: this scenario has no "
        + "second Play device (set google-play.second-device)"),
    ErrorCase(
      name: "Apple's device name in Play's script",
      text: scenario(step: "    - do: {revoke: parent-iphone}"),
      error: "test.yaml:15:20: error: google-play.script[1].do.revoke: expected a Play device: "
        + "child-android, second-device or parent-phone, found \"parent-iphone\"; did you mean "
        + "\"parent-phone\"?"),
    ErrorCase(
      name: "Apple's device name in Play's expect",
      text: scenario(step: "    - do: launch\n      expect: {step: {child-iphone: running}}"),
      error: "test.yaml:16:23: error: google-play.script[1].expect.step: unknown key "
        + "\"child-iphone\"; expected one of child-android, second-device or not"),
    ErrorCase(
      name: "no Play script",
      text: scenario(step: "").replacingOccurrences(of: "  script:\n", with: ""),
      error: "test.yaml:13:3: error: google-play: missing required key \"script\""),
  ]

  @Test("every bad input is an error naming where and what", arguments: errors)
  func error(_ errorCase: ErrorCase) {
    expectNoDifference(ScenarioFixtures.error(errorCase.text), errorCase.error)
  }
}
