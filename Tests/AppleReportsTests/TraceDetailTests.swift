import AppleReports
import CustomDump
import Presentation
import Reports
import Scenarios
import Testing

@testable import Apple
@testable import FlowEngine
@testable import TestSupport

/// Each typed trace detail writes exactly the `payload` object `docs/trace-format.md` documents
/// (the keys and texts the untyped payload had), and only the details that explain something
/// have a "why".
@Suite("Trace details") struct TraceDetailTests {
  /// A day for the table; a date that does not parse shows up as 1970-01-01 and fails the test.
  private static func day(_ iso: String) -> SimDate {
    SimDate(iso: iso) ?? SimDate(daysSinceEpoch: 0)
  }

  private static let shared = SharedAgeRange(
    range: AgeRange(lowerBound: 13, upperBound: 15), declaration: .guardianDeclared,
    activeParentalControls: [.communicationLimits, .significantAppChangeApprovalRequired])

  /// A notification with every key set by hand (the UUID is `uuid5(NAMESPACE_URL, "x")`).
  private static func notification(appAppleID: Int?) -> ServerNotificationPayload {
    ServerNotificationPayload(
      notificationType: .rescindConsent,
      notificationUUID: NameBasedUUID(namespace: .urlNamespace, name: "x"),
      signedDate: 1_789_344_000_000,
      appData: AppData(
        appAppleID: appAppleID, bundleID: "com.example.a", environment: .production,
        signedAppTransactionInfo: "HEADER.PAYLOAD."))
  }

  static let payloads: [(AppleTraceDetail, [(String, String)])] = [
    (.eligibility(true), [("isEligibleForAgeFeatures", "true")]),
    (
      .regulatoryFeatures([
        .declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent,
      ]),
      [
        (
          "requiredRegulatoryFeatures",
          "declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent"
        )
      ]
    ),
    (.regulatoryFeatures([]), [("requiredRegulatoryFeatures", "")]),
    (
      .ageRangeRequest(gates: [13, 16], purpose: .feature),
      [("ageGates", "13, 16"), ("purpose", "feature")]
    ),
    (
      .ageRangeRequest(gates: [18], purpose: .significantChange),
      [("ageGates", "18"), ("purpose", "significant-change")]
    ),
    (
      .ageRangePrompt(
        title: "Share Age Range?", message: "Landmarks asks.", shareButton: "Share",
        declineButton: "Don’t Share"),
      [
        ("decline", "Don’t Share"), ("message", "Landmarks asks."), ("share", "Share"),
        ("sheet", "age-range-prompt"), ("title", "Share Age Range?"),
      ]
    ),
    (
      .ageRangeCached(validUntil: day("2027-09-14"), declaredOn: day("2026-09-14")),
      [("declaredOn", "2026-09-14"), ("validUntil", "2027-09-14")]
    ),
    (
      .ageRangeAnswer(
        .response(.sharing(shared)), reasons: ["Texas shares.", "No prompt."],
        promptShown: false, fromCache: true),
      [
        ("activeParentalControls", "communicationLimits,significantAppChangeApprovalRequired"),
        ("ageRangeDeclaration", "guardianDeclared"), ("fromCache", "true"),
        ("lowerBound", "13"), ("promptShown", "false"), ("response", "sharing"),
        ("upperBound", "15"), ("why", "Texas shares. No prompt."),
      ]
    ),
    (
      .ageRangeAnswer(
        .response(
          .sharing(
            SharedAgeRange(
              range: AgeRange(lowerBound: 18, upperBound: nil), declaration: nil,
              activeParentalControls: []))),
        reasons: [], promptShown: true, fromCache: false),
      [
        ("activeParentalControls", ""), ("ageRangeDeclaration", "nil"), ("fromCache", "false"),
        ("lowerBound", "18"), ("promptShown", "true"), ("response", "sharing"),
        ("upperBound", "nil"), ("why", ""),
      ]
    ),
    (
      .ageRangeAnswer(
        .response(.declinedSharing), reasons: ["Declined."], promptShown: true, fromCache: false),
      [
        ("fromCache", "false"), ("promptShown", "true"), ("response", "declinedSharing"),
        ("why", "Declined."),
      ]
    ),
    (
      .ageRangeAnswer(
        .error(.notAvailable("No account.")), reasons: ["Signed out."], promptShown: false,
        fromCache: false),
      [
        ("error", "notAvailable"), ("fromCache", "false"), ("message", "No account."),
        ("promptShown", "false"), ("why", "Signed out."),
      ]
    ),
    (.promptAnswer(.decline), [("answer", "decline")]),
    (
      .sheetShown(.messagesCompose(questionID: 2)),
      [("questionID", "2"), ("sheet", "messages-compose")]
    ),
    (.permissionFlow(.approveInPerson), [("permissionFlow", "approve-in-person")]),
    (
      .sheetShown(.permissionAlert(questionID: 1)),
      [("questionID", "1"), ("sheet", "permission-alert")]
    ),
    (
      .sheetShown(.screenTimePasscode(questionID: 3, wrongAttempts: 1)),
      [("questionID", "3"), ("sheet", "screen-time-passcode")]
    ),
    (
      .permissionResult(.askToApprove(didSend: true)),
      [("permissionResult", "ask-to-approve-sent")]
    ),
    (
      .sheetShown(.acknowledgment(description: "Video calling.")),
      [("sheet", "acknowledgment"), ("updateDescription", "Video calling.")]
    ),
    (.changesHandled(["video-calling", "location"]), [("handled", "video-calling, location")]),
    (
      .flowStep(
        from: .notRunning,
        to: .blocked(.approvalLapsed(.minor(AgeRange(lowerBound: 13, upperBound: 15))))),
      [("from", "not-running"), ("to", "blocked")]
    ),
    (.sharingMode(.askFirst, why: nil), [("sharingMode", "ask-first")]),
    (
      .sharingMode(.neverShare, why: "Cached."),
      [("sharingMode", "never-share"), ("why", "Cached.")]
    ),
    (.shareAgeRangeAgain(bundleID: "com.example.a"), [("bundleId", "com.example.a")]),
    (.verification(.governmentID), [("verification", "government-id")]),
    (.inFamily(false), [("isInFamily", "false")]),
    (.signedIn(true), [("isSignedIn", "true")]),
    (.communicationLimits(true), [("communicationLimits", "true")]),
    (.region(code: "US-TX"), [("region", "US-TX")]),
    (.os(.v26dot4), [("os", "26.4")]),
    (.accountCreated(SimulationFixtures.day("2026-03-01")), [("accountCreated", "2026-03-01")]),
    (.accountCreated(nil), [("accountCreated", "none")]),
    (
      .assumptions(
        Assumptions(
          declinedSharing: .treatAsMinor, cachesDeclines: false, clampsGatesToMajority: true,
          notifiesOnRegulatedShare: false, storeDates: .toBeDetermined)),
      [
        ("cachesDeclines", "false"), ("clampsGatesToMajority", "true"),
        ("declinedSharing", "treat-as-minor"), ("lawDates", "statute"),
        ("notifiesOnRegulatedShare", "false"), ("storeDates", "to-be-determined"),
      ]
    ),
    (
      .clock(from: day("2026-09-14"), to: day("2026-09-21")),
      [("from", "2026-09-14"), ("to", "2026-09-21")]
    ),
    (
      .questionSent(
        questionID: 1,
        topic: .significantAppUpdate(description: "Video calling.", changes: ["video-calling"]),
        text: "Sofia asks.", expiresOn: day("2026-09-21")),
      [
        ("expiresOn", "2026-09-21"), ("questionID", "1"), ("text", "Sofia asks."),
        ("topic", "SignificantAppUpdateTopic"),
      ]
    ),
    (
      .questionSent(
        questionID: 3,
        topic: .communication(handle: "+1 555", displayName: "+1 555", actions: ["message"]),
        text: "Zoe asks.", expiresOn: nil),
      [("questionID", "3"), ("text", "Zoe asks."), ("topic", "CommunicationTopic")]
    ),
    (
      .parentAnswer(questionID: 1, choiceID: "approve-hour", answer: .approval),
      [("answer", "approval"), ("choice", "approve-hour"), ("questionID", "1")]
    ),
    (.questionExpired(questionID: 4), [("questionID", "4")]),
    (.consentRevoked(bundleID: "com.example.a"), [("bundleId", "com.example.a")]),
    (
      .rescindConsentNotification(notification(appAppleID: 1_234_567_890)),
      [
        ("appAppleId", "1234567890"), ("bundleId", "com.example.a"),
        ("environment", "Production"), ("notificationType", "RESCIND_CONSENT"),
        ("notificationUUID", "4cd605e7-afa2-5360-b5b9-c5e9fb5c76f4"),
        ("signedAppTransactionInfo", "HEADER.PAYLOAD."), ("signedDate", "1789344000000"),
        ("version", "2.0"),
      ]
    ),
    (
      .rescindConsentNotification(notification(appAppleID: nil)),
      [
        ("bundleId", "com.example.a"), ("environment", "Production"),
        ("notificationType", "RESCIND_CONSENT"),
        ("notificationUUID", "4cd605e7-afa2-5360-b5b9-c5e9fb5c76f4"),
        ("signedAppTransactionInfo", "HEADER.PAYLOAD."), ("signedDate", "1789344000000"),
        ("version", "2.0"),
      ]
    ),
    (.rejected(.clockBackward), []),
  ]

  @Test(arguments: payloads)
  func writesItsPayload(detail: AppleTraceDetail, expected: [(String, String)]) {
    expectNoDifference(
      JSONReport.payload(detail), .object(expected.map { ($0.0, JSONValue.string($0.1)) }))
  }

  @Test func anAppVersionWritesItsText() throws {
    let version = try #require(AppVersion("2.1.3"))
    expectNoDifference(
      JSONReport.payload(.appVersion(version)), .object([("version", .string("2.1.3"))]))
  }

  @Test func noDetailWritesAnEmptyObject() {
    expectNoDifference(JSONReport.payload(nil).rendered(), "{}")
  }

  @Test func thePayloadIsRenderedWithSortedKeysAsBefore() {
    let detail = AppleTraceDetail.parentAnswer(
      questionID: 1, choiceID: "approve", answer: .approval)
    expectNoDifference(
      JSONReport.payload(detail).rendered(),
      """
      {
        "answer": "approval",
        "choice": "approve",
        "questionID": "1"
      }
      """)
  }

  static let whys: [(AppleTraceDetail, String?)] = [
    (
      .ageRangeAnswer(
        .response(.declinedSharing), reasons: ["Never Share.", "No prompt."], promptShown: false,
        fromCache: false),
      "Never Share. No prompt."
    ),
    (
      .sharingMode(.askFirst, why: "Landmarks has a cached answer."),
      "Landmarks has a cached answer."
    ),
    (.sharingMode(.alwaysShare, why: nil), nil),
    (.eligibility(true), nil),
    (.clock(from: day("2026-09-14"), to: day("2026-09-15")), nil),
  ]

  @Test(arguments: whys)
  func explainsOnlyWhatHasAReason(detail: AppleTraceDetail, why: String?) {
    expectNoDifference(detail.why, why)
  }

  static let birthdate = day("2012-03-01")

  /// Each kind of value a birthdate could hide in, and details whose values cannot hold it.
  static let mentions: [(AppleTraceDetail, Bool)] = [
    (.clock(from: day("2026-09-14"), to: birthdate), true),
    (.clock(from: day("2026-09-14"), to: day("2026-09-15")), false),
    (.accountCreated(birthdate), true),
    (.accountCreated(nil), false),
    (.ageRangeCached(validUntil: day("2027-03-01"), declaredOn: birthdate), true),
    (
      .questionSent(
        questionID: 1, topic: .significantAppUpdate(description: "New.", changes: []),
        text: "Born 2012-03-01.", expiresOn: nil),
      true
    ),
    (
      .questionSent(
        questionID: 1, topic: .significantAppUpdate(description: "New.", changes: []),
        text: "Zoe asks.",
        expiresOn: birthdate),
      true
    ),
    (
      .ageRangeAnswer(
        .error(.invalidRequest("born on 2012-03-01")), reasons: [], promptShown: false,
        fromCache: false),
      true
    ),
    (
      .ageRangeAnswer(
        .response(.declinedSharing), reasons: ["Age 2012-03-01."], promptShown: false,
        fromCache: false),
      true
    ),
    (.sharingMode(.askFirst, why: "since 2012-03-01"), true),
    (.changesHandled(["2012-03-01"]), true),
    (.parentAnswer(questionID: 1, choiceID: "2012-03-01", answer: .approval), true),
    (.region(code: "US-TX"), false),
    (.appGates([13, 16]), false),
    (.rejected(.accountCreatedUnchanged(birthdate)), false),
  ]

  @Test(arguments: mentions)
  func findsADateInItsTextsAndDates(detail: AppleTraceDetail, mentions: Bool) {
    expectNoDifference(detail.mentions(Self.birthdate), mentions)
  }

  @Test func anEntrysTextsAreItsSummaryThenItsValues() {
    let entry = AppleTraceEntry(
      sequence: 1, date: Self.day("2026-09-14"), from: .app, to: .system, kind: .request,
      device: .childPhone, summary: "requestAgeRange(ageGates: 18)",
      detail: .ageRangeRequest(gates: [18], purpose: .significantChange))
    expectNoDifference(entry.texts, ["requestAgeRange(ageGates: 18)", "18", "significant-change"])
  }
}
