import AmazonAppstore
import CustomDump
import FlowEngine
import Testing

/// The app's flow on Amazon, played from whole worlds through `AmazonPlatform.apply`: the
/// whole trace and the whole end state, every expected value written from the amazon.md section
/// its comment names.
@Suite("Amazon platform: flows")
struct AmazonFlowTests {
  static let userId = AmazonAccount.exampleUserId
  static let videoCalling = AmazonAction.reportChange(
    id: "video-calling", description: "This update adds video calling.")

  static func row(_ day: String, _ status: String, _ date: String) -> String {
    "\(day) appstore→app response: responseStatus=\"SUCCESS\" userStatus=\"\(status)\" "
      + "ageLower=13 ageUpper=15 userId=\"\(userId)\" mostRecentApprovalDate=\"\(date)\""
  }

  static func query(_ day: String) -> String {
    "\(day) app→appstore request: query(content://amzn_appstore/getUserAgeData)"
  }

  static func flow(_ day: String, _ from: String, _ to: String) -> String {
    "\(day) app→app flow: \(from) → \(to)"
  }

  /// §11, Amazon's column, end to end: the age moment (no prompt, no access step), a change
  /// reported in the Developer Console (CONSENT_NOT_GRANTED meanwhile [I], a refusal looking
  /// like pending [V]), the parent's renewed consent (SUPERVISED with a newer date [I]), then a
  /// revocation (the app closed, the next day's report row).
  @Test func theTexasTeenEndToEnd() {
    var world = AmazonFixtures.world()
    let before = "2026-06-15T00:00:00.000Z"
    let after = "2026-07-02T00:00:00.000Z"
    let d1 = "2026-07-01"
    let d2 = "2026-07-02"
    AmazonFixtures.play(
      [
        .launch(.childPhone), .close(.childPhone), Self.videoCalling, .launch(.childPhone),
        .parentWithholds(from: .parentPhone), .queryAgain(.childPhone), .advanceClock(days: 1),
        .parentConsents(from: .parentPhone), .queryAgain(.childPhone),
        .parentRevokes(from: .parentPhone), .launch(.childPhone),
      ], in: &world)
    expectNoDifference(
      AmazonFixtures.lines(world),
      [
        "\(d1) child→app lifecycle: open Landmarks",
        Self.flow(d1, "not-running", "checking-feature"),
        Self.query(d1),
        Self.row(d1, "SUPERVISED", before),
        Self.flow(d1, "checking-feature", "running"),
        "\(d1) child→app lifecycle: close Landmarks",
        Self.flow(d1, "running", "not-running"),
        "\(d1) developer→appstore setting: Developer Console: report significant change "
          + "video-calling",
        "\(d1) appstore→parent notification: Amazon asks the parent to consent again to "
          + "Landmarks: This update adds video calling. [I: how Amazon asks is not documented]",
        "\(d1) child→app lifecycle: open Landmarks",
        Self.flow(d1, "not-running", "checking-regulation"),
        "\(d1) appstore→app response: no regulatory-check call on Amazon; Texas SB 2420 binds: "
          + "significant changes need the parent's renewed consent [I]",
        Self.flow(d1, "checking-regulation", "requesting-age-range"),
        Self.query(d1),
        Self.row(d1, "CONSENT_NOT_GRANTED", before),
        Self.flow(d1, "requesting-age-range", "needs-parental-approval"),
        Self.flow(d1, "needs-parental-approval", "waiting-for-parent"),
        "\(d1) parent→appstore answer: the parent withholds consent to Landmarks",
        Self.query(d1),
        Self.row(d1, "CONSENT_NOT_GRANTED", before),
        "\(d2) clock→clock clock: \(d1) → \(d2)",
        "\(d2) parent→appstore answer: the parent consents to Landmarks",
        Self.query(d2),
        Self.row(d2, "SUPERVISED", after),
        Self.flow(d2, "waiting-for-parent", "checking-feature"),
        "\(d2) app→app setting: stored as handled: video-calling",
        Self.query(d2),
        Self.row(d2, "SUPERVISED", after),
        Self.flow(d2, "checking-feature", "running"),
        "\(d2) parent→appstore answer: the parent revokes consent to Landmarks",
        "\(d2) appstore→app lifecycle: Amazon stops Landmarks: consent revoked [I: how is not "
          + "documented]",
        Self.flow(d2, "running", "not-running"),
        "\(d2) child→appstore rejected: the parent revoked consent: the child cannot use the app "
          + "on child-fire-tablet until a parent consents again",
      ])
    let teen = AgeRange(lowerBound: 13, upperBound: 15)
    expectNoDifference(world.flows, [.childPhone: AppFlowState()])
    expectNoDifference(world.handled, [.childPhone: ["video-calling"]])
    expectNoDifference(
      world.requests,
      [
        AmazonConsentRequest(
          id: 1, changeIDs: [], sentOn: AmazonFixtures.day("2026-06-15"), state: .granted),
        AmazonConsentRequest(
          id: 2, changeIDs: ["video-calling"], sentOn: AmazonFixtures.day(d1), state: .withheld),
        AmazonConsentRequest(
          id: 3, changeIDs: ["video-calling"], sentOn: AmazonFixtures.day(d2), state: .granted),
      ])
    expectNoDifference(world.consent, .revoked)
    expectNoDifference(
      world.ledger.compactMap(\.fact.disclosedRange), Array(repeating: teen, count: 5))
    // The report is refreshed daily: empty on the day of the revocation, the row the next day.
    expectNoDifference(world.revocationReport.csv, "user_id,app_asin,app_name,action\n")
    AmazonPlatform.apply(.advanceClock(days: 1), in: &world)
    expectNoDifference(
      world.revocationReport.csv,
      "user_id,app_asin,app_name,action\n\(Self.userId),C00006M4PF,Landmarks,REVOKED\n")
    // The same file is what the Developer Console offers a backend (agetui-deliver writes it).
    expectNoDifference(
      world.consoleDownloads,
      [
        ConsoleDownload(
          fileName: "amazon-appstore-revocations.csv", downloadedOn: world.today, rowCount: 1,
          text: "user_id,app_asin,app_name,action\n\(Self.userId),C00006M4PF,Landmarks,REVOKED\n")
      ])
  }

  /// The parent re-consents after a revocation: the child can use the app again, and the
  /// report still lists the revocation.
  @Test func reConsentAfterARevocation() {
    var world = AmazonFixtures.world()
    AmazonFixtures.play(
      [
        .parentRevokes(from: .parentPhone), .advanceClock(days: 1),
        .parentConsents(from: .parentPhone), .launch(.childPhone),
      ], in: &world)
    expectNoDifference(world.consent, .granted)
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: false, after: .nothingPending))
    expectNoDifference(world.revocationReport.rows.map(\.userId), [Self.userId])
    expectNoDifference(
      world.ledger.last?.fact,
      .ageData(
        AmazonUserAgeData(
          responseStatus: .success, userStatus: .supervised, band: .from13To15,
          userId: Self.userId,
          mostRecentApprovalDate: AmazonApprovalTimestamp(day: AmazonFixtures.day("2026-07-02"))
        )))
  }

  /// §6 [I] behind its switch: under `unchanged`, a reported change leaves SUPERVISED, and the
  /// app handles it at once.
  @Test func aChangeUnderTheUnchangedReading() {
    var world = AmazonFixtures.world(assumptions: AmazonAssumptions(changeConsent: .unchanged))
    AmazonFixtures.play([Self.videoCalling, .launch(.childPhone)], in: &world)
    expectNoDifference(world.requests.count, 1)
    expectNoDifference(world.consent, .granted)
    expectNoDifference(world.handled, [.childPhone: ["video-calling"]])
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: false, after: .minor))
  }

  /// Outside a law state the flow is skipped and the change stays pending (§5.3).
  @Test func noLawSkipsTheFlow() {
    var world = AmazonFixtures.world(region: "US-CA")
    AmazonFixtures.play([Self.videoCalling, .launch(.childPhone)], in: &world)
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: false, after: .notRequired))
    expectNoDifference(world.handled, [:])
    expectNoDifference(
      world.ledger.map(\.fact.summary),
      [
        "obligations = []",
        #"responseStatus="SUCCESS" userStatus="" ageLower=NULL ageUpper=NULL userId=NULL "#
          + "mostRecentApprovalDate=NULL",
      ])
  }

  /// §9: a transient error blocks the app under its name; closing and launching again after
  /// the fault clears answers.
  @Test func aTransientErrorRetried() {
    var world = AmazonFixtures.world()
    AmazonFixtures.play(
      [.set(.fault(.internalTransientError)), Self.videoCalling, .launch(.childPhone)],
      in: &world)
    expectNoDifference(
      world.flows[.childPhone]?.step, .blocked(.ageSignalUnavailable("INTERNAL_TRANSIENT_ERROR")))
    AmazonFixtures.play(
      [.set(.fault(nil)), .close(.childPhone), .launch(.childPhone)], in: &world)
    expectNoDifference(
      world.flows[.childPhone]?.step,
      .waitingForParent(.minor(AgeRange(lowerBound: 13, upperBound: 15)), approvalID: 2))
  }

  /// A running app decides its feature from each answer it reads [I: docs/assumptions.md §7.3]:
  /// a test option's 16–17 band turns "Photo sharing" (16 and over) on, a transient error turns
  /// it off again.
  @Test func queryingAgainDecidesTheFeatureAgain() {
    var world = AmazonFixtures.world()
    AmazonFixtures.play([.launch(.childPhone)], in: &world)
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: false, after: .nothingPending))
    let start = world.trace.count
    AmazonFixtures.play(
      [.set(.testOption(.supervised16To17)), .queryAgain(.childPhone)], in: &world)
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: true, after: .nothingPending))
    AmazonFixtures.play(
      [.set(.testOption(nil)), .set(.fault(.internalTransientError)), .queryAgain(.childPhone)],
      in: &world)
    expectNoDifference(
      world.flows[.childPhone]?.step, .running(featureEnabled: false, after: .nothingPending))
    let d1 = "2026-07-01"
    expectNoDifference(
      AmazonFixtures.lines(world, from: start),
      [
        "\(d1) developer→appstore setting: test-option = 5",
        "\(d1) app→appstore request: query(content://amzn_test_appstore/getUserAgeData?testOption=5)",
        "\(d1) appstore→app response: responseStatus=\"SUCCESS\" userStatus=\"SUPERVISED\" "
          + "ageLower=16 ageUpper=17 userId=\"randomTestUserId1jC3QQeivd\" "
          + "mostRecentApprovalDate=\"2023-07-01T00:00:00.008Z\"",
        Self.flow(d1, "running", "running (feature on)"),
        "\(d1) developer→appstore setting: test-option = none",
        "\(d1) developer→appstore setting: fault = INTERNAL_TRANSIENT_ERROR",
        Self.query(d1),
        "\(d1) appstore→app response: responseStatus=\"INTERNAL_TRANSIENT_ERROR\" userStatus=\"\" "
          + "ageLower=NULL ageUpper=NULL userId=NULL mostRecentApprovalDate=NULL",
        Self.flow(d1, "running", "running (feature off)"),
      ])
  }

  /// Refusals: each leaves the world as it was but for one `rejected` entry.
  @Test(arguments: [
    (AmazonAction.close(.childPhone), AmazonRefusal.notRunning(.childPhone)),
    (.launch(.secondDevice), .noApp(.secondDevice)),
    (.parentConsents(from: .childPhone), .notTheParent(.childPhone)),
    (.parentConsents(from: .parentPhone), .alreadyConsented),
    (.parentWithholds(from: .parentPhone), .noPendingRequest),
    (.advanceClock(days: 0), .clockNotForward(days: 0)),
    (.queryAgain(.childPhone), .notRunning(.childPhone)),
  ])
  func refusals(action: AmazonAction, refusal: AmazonRefusal) {
    let world = AmazonFixtures.world()
    let played = world.playing(action, checking: true)
    expectNoDifference(played.refusal, refusal)
    expectNoDifference(played.entries.map(\.kind), [.rejected])
    expectNoDifference(played.entries.map(\.summary), [refusal.text])
    var expected = world
    expected.trace = played.world.trace
    expectNoDifference(played.world, expected)
  }

  @Test func anUnsupervisedProfileHasNoParentToConsent() {
    let world = AmazonFixtures.world(supervised: false, consentedOn: nil)
    expectNoDifference(
      world.playing(.parentRevokes(from: .parentPhone), checking: false).refusal, .notSupervised)
    expectNoDifference(AmazonPlatform.sheet(on: .parentPhone, in: world), nil)
  }

  @Test func thePendingRequestIsOnTheParentsDevice() {
    var world = AmazonFixtures.world()
    AmazonPlatform.apply(Self.videoCalling, in: &world)
    expectNoDifference(AmazonPlatform.sheet(on: .parentPhone, in: world), .parentConsentRequest(2))
    expectNoDifference(AmazonPlatform.sheet(on: .childPhone, in: world), nil)
    expectNoDifference(world.requests.map(\.id), [1, 2])
    expectNoDifference(world.requests.map(\.state), [.granted, .pending])
    AmazonPlatform.apply(.parentWithholds(from: .parentPhone), in: &world)
    expectNoDifference(world.requests.map(\.state), [.granted, .withheld])
  }

  /// The flow's reading of each row [I].
  @Test(arguments: AmazonTestOption.allCases)
  func flowSignals(option: AmazonTestOption) {
    let expected: AgeSignal =
      switch option {
      case .verifiedAdult: .shared(AgeRange(lowerBound: 18, upperBound: nil), checked: true)
      case .unknown, .notApplicable: .declined
      case .supervisedUnder13, .consentNotGranted:
        .shared(AgeRange(lowerBound: 0, upperBound: 12), checked: false)
      case .supervised13To15: .shared(AgeRange(lowerBound: 13, upperBound: 15), checked: false)
      case .supervised16To17: .shared(AgeRange(lowerBound: 16, upperBound: 17), checked: false)
      case .appNotOwned: .unavailable("APP_NOT_OWNED")
      case .internalTransientError: .unavailable("INTERNAL_TRANSIENT_ERROR")
      case .internalError: .unavailable("INTERNAL_ERROR")
      case .featureNotSupported: .unavailable("FEATURE_NOT_SUPPORTED")
      }
    expectNoDifference(AmazonPlatform.flowSignal(option.answer), expected)
  }

  @Test func thePlatformsName() {
    expectNoDifference(AmazonPlatform.name, "amazon-appstore")
    expectNoDifference(
      DeviceID.allCases.map(\.amazonName),
      [
        "child-fire-tablet", "second-device", "parent-device",
      ])
    expectNoDifference(DeviceID(amazonName: "child-fire-tablet"), .childPhone)
  }
}
