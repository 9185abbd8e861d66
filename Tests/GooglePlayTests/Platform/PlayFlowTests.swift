import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Testing

@testable import TestSupport

/// The app's flow on Google Play, played from whole worlds through `GooglePlayPlatform.apply`:
/// each case asserts the whole trace and the whole end state, every expected value written from
/// the reference section its comment names.
@Suite("Google Play platform: flows")
struct PlayFlowTests {
  /// What a case ends with: the app's step per device, the child's status per change, Family
  /// Link's requests, what each device stored as handled, the revocations, the sheets and what
  /// the app learned.
  struct End: Equatable, CustomStringConvertible {
    var steps: [DeviceID: FlowStep]
    var statuses: [PlayWorld.ChangeID: PlaySignificantChangeStatus]
    var requests: [PlayParentRequest]
    var handled: [DeviceID: Set<PlayWorld.ChangeID>]
    var revocations: [PlayRevocation]
    var childSheet: PlaySheet?
    var parentSheet: PlaySheet?
    var learned: [String]

    init(
      steps: [DeviceID: FlowStep],
      statuses: [PlayWorld.ChangeID: PlaySignificantChangeStatus] = [:],
      requests: [PlayParentRequest] = [], handled: [DeviceID: Set<PlayWorld.ChangeID>] = [:],
      revocations: [PlayRevocation] = [], childSheet: PlaySheet? = nil,
      parentSheet: PlaySheet? = nil, learned: [String]
    ) {
      self.steps = steps
      self.statuses = statuses
      self.requests = requests
      self.handled = handled
      self.revocations = revocations
      self.childSheet = childSheet
      self.parentSheet = parentSheet
      self.learned = learned
    }

    init(_ world: PlayWorld) {
      self.init(
        steps: world.flows.mapValues(\.step), statuses: world.statuses, requests: world.requests,
        handled: world.handled, revocations: world.revocations,
        childSheet: GooglePlayPlatform.sheet(on: .childPhone, in: world),
        parentSheet: GooglePlayPlatform.sheet(on: .parentPhone, in: world),
        learned: world.ledger.map(\.fact.summary))
    }

    var description: String {
      "\(steps) \(statuses) \(requests) \(handled) \(revocations) \(String(describing: childSheet)) "
        + "\(String(describing: parentSheet)) \(learned)"
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var world: PlayWorld
    var actions: [PlayAction]
    var lines: [String]
    var end: @Sendable () -> End

    var testDescription: String { name }
  }

  static func day(_ text: String) -> SimDate { PlayFixtures.day(text) }

  static let teen = AgeRange(lowerBound: 13, upperBound: 15)
  static let installID = AgeSignalsQuery.exampleInstallID

  static let declared =
    "2026-07-01 developer→play setting: Play Console: declare video-calling, effective 2026-07-10"
  static let toEffective = "2026-07-10 clock→clock clock: 2026-07-01 → 2026-07-10"

  /// §8.3: Play, not the app, asks the parent in Family Link when a change takes effect.
  static func asked(_ date: String, _ changes: String) -> String {
    "\(date) play→parent notification: Family Link asks the parent to approve changes to "
      + "Landmarks: \(changes)"
  }

  /// The launch up to the age signal: in Texas (no `region`) the approvals apply; elsewhere the
  /// flow is skipped [I] (docs/assumptions.md §6.1) and the app checks its own feature.
  static func opens(_ date: String, region: String? = nil) -> [String] {
    let law =
      region.map { "no app-store law in \($0): no approvals to read" }
      ?? "Texas's app-store law: significant changes need the parent's approval"
    let skipped = [
      "\(date) app→app flow: checking-regulation → checking-feature",
      "\(date) app→app flow: no regulatory feature applies: the flow is skipped; video-calling "
        + "stays pending",
    ]
    return [
      "\(date) child→app lifecycle: open Landmarks",
      "\(date) app→app flow: not-running → checking-regulation",
      "\(date) play→app response: no regulatory-check call on Play; \(law) [I]",
    ]
      + (region == nil
        ? ["\(date) app→app flow: checking-regulation → requesting-age-range"] : skipped)
  }

  /// An unsupervised child's launch outside app-store-law states up to the answer to Play's
  /// prompt (§8.3: Ask before sharing shows it there).
  static func prompted(region: String, answer: String) -> [String] {
    [declared, toEffective] + opens("2026-07-10", region: region) + [
      "2026-07-10 app→play request: requestAgeSignalsAccess()",
      "2026-07-10 play→child prompt: Play asks: share your age range with Landmarks?",
      "2026-07-10 child→play answer: \(answer)",
    ]
  }

  /// `checkAgeSignals` for the supervised 14-year-old (§8.3: 13–15, TIER_B, the status, and the
  /// approved change's effective date).
  static func teenSignals(_ date: String, _ status: String, approved: String = "null") -> String {
    "\(date) play→app response: ageLower = 13, ageUpper = 15, ageRangeSource = TIER_B, "
      + "significantChangeStatus = \(status), significantChangeApprovalDate = \(approved), "
      + "installId = \(installID)"
  }

  /// 0.0.4's two calls answered for the Texas teen (§8.3: SHARED with no prompt in a state with
  /// an app-store law).
  static func shared(_ date: String, _ status: String, approved: String = "null") -> [String] {
    [
      "\(date) app→play request: requestAgeSignalsAccess()",
      "\(date) play→app response: ageSignalsStatus = SHARED",
      "\(date) app→play request: checkAgeSignals()",
      teenSignals(date, status, approved: approved),
    ]
  }

  /// The app takes Play's request as its question.
  static func waits(_ date: String) -> [String] {
    [
      "\(date) app→app flow: requesting-age-range → needs-parental-approval",
      "\(date) app→app flow: needs-parental-approval → waiting-for-parent",
    ]
  }

  /// The Texas teen's first launch once video calling took effect: §8.3's table, "age" row
  /// (SHARED; 13–15, TIER_B) and "significant change" row (Play asked the parent; PENDING).
  static let texasLaunch =
    [declared, asked("2026-07-10", "This update adds video calling."), toEffective]
    + opens("2026-07-10") + shared("2026-07-10", "PENDING") + waits("2026-07-10")

  static let texasSetup: [PlayAction] = [
    PlayFixtures.videoCalling, .advanceClock(days: 9), .launch(.childPhone),
  ]

  static let texasLearned = [
    "obligations = [significantAppChangeRequiresParentalConsent]",
    "13–15, TIER_B, significantChangeStatus PENDING",
  ]

  static let approvedLearned =
    texasLearned + [
      "Family Link request #1: APPROVED", "13–15, TIER_B, significantChangeStatus APPROVED",
    ]

  /// The request Play sends on 2026-07-10 for video calling alone.
  static func firstRequest(_ state: PlayParentRequest.State) -> PlayParentRequest {
    PlayParentRequest(id: 1, changeIDs: ["video-calling"], sentOn: day("2026-07-10"), state: state)
  }

  /// Still waiting on Play's first request.
  static let stillPending = End(
    steps: [.childPhone: .waitingForParent(.minor(teen), approvalID: 1)],
    statuses: ["video-calling": .pending], requests: [firstRequest(.pending)],
    parentSheet: .familyLinkRequest(requestID: 1), learned: texasLearned)

  /// Video calling approved and handled; 13–15 is below the app's own feature age of 16.
  static let approvedEnd = End(
    steps: [.childPhone: .running(featureEnabled: false, after: .minor)],
    statuses: ["video-calling": .approved], requests: [firstRequest(.approved)],
    handled: [.childPhone: ["video-calling"]], learned: approvedLearned)

  /// No law binds: the flow skipped, the app's feature off, nothing asked of a parent.
  static func skipped(learned: [String]) -> End {
    End(
      steps: [.childPhone: .running(featureEnabled: false, after: .notRequired)], learned: learned)
  }

  /// The app's check for its own feature once the changes are handled: Texas, supervised,
  /// APPROVED on `date`.
  static func featureCheck(_ date: String) -> [String] {
    shared(date, "APPROVED", approved: date) + ["\(date) app→app flow: checking-feature → running"]
  }

  /// The answer read, the changes handled, the app's own feature checked.
  static func handles(_ date: String, _ ids: String) -> [String] {
    [
      "\(date) app→app flow: waiting-for-parent → checking-feature",
      "\(date) app→app setting: stored as handled: \(ids)",
    ]
  }

  static let cases: [Case] = [
    Case(
      name: "the Texas teen: SHARED, 13–15, TIER_B, PENDING (§8.3)",
      world: PlayFixtures.world(), actions: texasSetup, lines: texasLaunch,
      end: { stillPending }),
    Case(
      name: "approved: the app calls again and reads APPROVED (§8.3)",
      world: PlayFixtures.world(),
      actions: texasSetup + [
        .parentAnswers(from: .parentPhone, approve: true), .checkAgain(.childPhone),
      ],
      lines: texasLaunch + [
        "2026-07-10 parent→play answer: Family Link: Approve",
        "2026-07-10 app→play request: checkAgeSignals()",
        teenSignals("2026-07-10", "APPROVED", approved: "2026-07-10"),
      ] + handles("2026-07-10", "video-calling") + featureCheck("2026-07-10"),
      end: { approvedEnd }),
    Case(
      name: "declined: only the parent's device answers; the app reads DECLINED (§8.3)",
      world: PlayFixtures.world(),
      actions: texasSetup + [
        .parentAnswers(from: .childPhone, approve: true),
        .parentAnswers(from: .parentPhone, approve: false), .checkAgain(.childPhone),
      ],
      lines: texasLaunch + [
        "2026-07-10 child→play rejected: only the parent answers in Family Link, on "
          + "parent-phone, not child-android",
        "2026-07-10 parent→play answer: Family Link: Decline",
        "2026-07-10 app→play request: checkAgeSignals()",
        teenSignals("2026-07-10", "DECLINED"),
        "2026-07-10 app→app flow: waiting-for-parent → blocked",
      ],
      end: {
        End(
          steps: [
            .childPhone: .blocked(.parentDeclined(.minor(AgeRange(lowerBound: 13, upperBound: 15))))
          ],
          statuses: ["video-calling": .declined], requests: [firstRequest(.declined)],
          learned: texasLearned + ["Family Link request #1: DECLINED"])
      }),
    Case(
      name: "left pending 30 days past its effective date: still PENDING [I: no expiry]",
      world: PlayFixtures.world(),
      actions: texasSetup + [.advanceClock(days: 30), .checkAgain(.childPhone)],
      lines: texasLaunch + [
        "2026-08-09 clock→clock clock: 2026-07-10 → 2026-08-09",
        "2026-08-09 app→play request: checkAgeSignals()",
        teenSignals("2026-08-09", "PENDING"),
      ],
      end: { stillPending }),
    Case(
      name: "one approval covers a declined change and a new one (§8.3: cumulative)",
      world: PlayFixtures.world(),
      actions: [
        PlayFixtures.videoCalling, .advanceClock(days: 9),
        .parentAnswers(from: .parentPhone, approve: false),
        .declareChange(
          id: "chat", description: "This update adds chat.", effective: day("2026-07-20")),
        .advanceClock(days: 10), .parentAnswers(from: .parentPhone, approve: true),
        .launch(.childPhone),
      ],
      lines: [
        declared, asked("2026-07-10", "This update adds video calling."), toEffective,
        "2026-07-10 parent→play answer: Family Link: Decline",
        "2026-07-10 developer→play setting: Play Console: declare chat, effective 2026-07-20",
        asked("2026-07-20", "This update adds video calling. This update adds chat."),
        "2026-07-20 clock→clock clock: 2026-07-10 → 2026-07-20",
        "2026-07-20 parent→play answer: Family Link: Approve",
      ] + opens("2026-07-20")
        // §6.3: the approval date is the latest approved change's effective date.
        + shared("2026-07-20", "APPROVED", approved: "2026-07-20") + waits("2026-07-20")
        + handles("2026-07-20", "video-calling, chat") + featureCheck("2026-07-20"),
      end: {
        End(
          steps: [.childPhone: .running(featureEnabled: false, after: .minor)],
          statuses: ["video-calling": .approved, "chat": .approved],
          requests: [
            firstRequest(.declined),
            PlayParentRequest(
              id: 2, changeIDs: ["video-calling", "chat"], sentOn: day("2026-07-20"),
              state: .approved),
          ],
          handled: [.childPhone: ["video-calling", "chat"]],
          learned: [
            "obligations = [significantAppChangeRequiresParentalConsent]",
            "13–15, TIER_B, significantChangeStatus APPROVED", "Family Link request #2: APPROVED",
            "13–15, TIER_B, significantChangeStatus APPROVED",
          ])
      }),
    Case(
      name: "revoked: every install enters Play Console's list; the app blocks [I]",
      world: PlayFixtures.world(devices: [.childPhone, .secondDevice]),
      actions: [
        PlayFixtures.videoCalling, .advanceClock(days: 9),
        .parentAnswers(from: .parentPhone, approve: true), .revoke(from: .childPhone),
        .revoke(from: .parentPhone), .revoke(from: .parentPhone), .launch(.childPhone),
      ],
      lines: [
        declared, asked("2026-07-10", "This update adds video calling."), toEffective,
        "2026-07-10 parent→play answer: Family Link: Approve",
        "2026-07-10 child→play rejected: only the parent answers in Family Link, on "
          + "parent-phone, not child-android",
        "2026-07-10 parent→developer server-notification: Family Link: approval revoked; Play "
          + "Console lists \(installID), \(PlayWorld.secondInstallID)",
        "2026-07-10 parent→play rejected: the app's approval is already revoked",
        "2026-07-10 child→app lifecycle: open Landmarks",
        "2026-07-10 app→app flow: not-running → blocked",
      ],
      end: {
        End(
          steps: [.childPhone: .blocked(.consentRevoked), .secondDevice: .notRunning],
          statuses: ["video-calling": .approved], requests: [firstRequest(.approved)],
          revocations: [
            PlayRevocation(installID: installID, device: .childPhone, revokedOn: day("2026-07-10")),
            PlayRevocation(
              installID: PlayWorld.secondInstallID, device: .secondDevice,
              revokedOn: day("2026-07-10")),
          ],
          learned: [])
      }),
    Case(
      name: "an unverified adult in Texas: VERIFICATION_REQUIRED, then TIER_D (§8.3)",
      world: PlayFixtures.world(supervised: false, birthdate: "1990-01-01"),
      actions: texasSetup + [.set(.verification(.tierD))],
      lines: [declared, toEffective] + opens("2026-07-10") + [
        "2026-07-10 app→play request: requestAgeSignalsAccess()",
        // §8.3: the age is unknown where verification is mandatory.
        "2026-07-10 play→app response: ageSignalsStatus = VERIFICATION_REQUIRED",
        "2026-07-10 app→app flow: requesting-age-range → blocked",
        "2026-07-10 child→play setting: verification: tier-d",
        "2026-07-10 app→app flow: blocked → requesting-age-range",
      ] + adultShared + [
        "2026-07-10 app→app flow: requesting-age-range → checking-feature",
        "2026-07-10 app→app setting: stored as handled: video-calling",
      ] + adultShared + ["2026-07-10 app→app flow: checking-feature → running"],
      end: {
        End(
          steps: [.childPhone: .running(featureEnabled: true, after: .verifiedAdult)],
          handled: [.childPhone: ["video-calling"]],
          learned: [
            "obligations = [significantAppChangeRequiresParentalConsent]",
            "ageSignalsStatus = VERIFICATION_REQUIRED", "18+, TIER_D", "18+, TIER_D",
          ])
      }),
    Case(
      name: "Brazil: Play's sharing prompt, TIER_A, no approvals to read (§6.3, §8.3)",
      world: PlayFixtures.world(region: "BR", supervised: false),
      actions: texasSetup + [.answerSharingPrompt(.childPhone, share: true)],
      lines: prompted(region: "BR", answer: "Share") + [
        "2026-07-10 play→app response: ageSignalsStatus = SHARED",
        "2026-07-10 app→play request: checkAgeSignals()",
        "2026-07-10 play→app response: ageLower = 13, ageUpper = 15, ageRangeSource = TIER_A, "
          + "significantChangeStatus = null, significantChangeApprovalDate = null, "
          + "installId = null",
        "2026-07-10 app→app flow: checking-feature → running",
      ],
      end: {
        skipped(learned: ["obligations = []", "13–15, TIER_A"])
      }),
    Case(
      name: "SDK 0.0.3: userStatus SUPERVISED_APPROVAL_PENDING, then SUPERVISED (§6.3)",
      world: PlayFixtures.world(sdk: .v003),
      actions: texasSetup + [
        .parentAnswers(from: .parentPhone, approve: true), .checkAgain(.childPhone),
      ],
      lines: [declared, asked("2026-07-10", "This update adds video calling."), toEffective]
        + opens("2026-07-10") + [
          // §6.3: 0.0.3 has one call, checkAgeSignals, and mostRecentApprovalDate.
          "2026-07-10 app→play request: checkAgeSignals()",
          "2026-07-10 play→app response: userStatus = SUPERVISED_APPROVAL_PENDING, ageLower = 13, "
            + "ageUpper = 15, mostRecentApprovalDate = null, installId = \(installID)",
        ] + waits("2026-07-10") + ["2026-07-10 parent→play answer: Family Link: Approve"]
        + v003Supervised + handles("2026-07-10", "video-calling") + v003Supervised
        + ["2026-07-10 app→app flow: checking-feature → running"],
      end: {
        var end = approvedEnd
        end.learned = [
          "obligations = [significantAppChangeRequiresParentalConsent]",
          "13–15, SUPERVISED_APPROVAL_PENDING", "Family Link request #1: APPROVED",
          "13–15, SUPERVISED",
        ]
        return end
      }),
    Case(
      name: "Never share, supervised, outside app-store-law states: NOT_SHARED, no prompt (§8.3)",
      world: PlayFixtures.world(region: "US", mode: .neverShare), actions: texasSetup,
      lines: [declared, asked("2026-07-10", "This update adds video calling."), toEffective]
        + opens("2026-07-10", region: "US") + [
          "2026-07-10 app→play request: requestAgeSignalsAccess()",
          "2026-07-10 play→app response: ageSignalsStatus = NOT_SHARED",
          "2026-07-10 app→app flow: checking-feature → running",
        ],
      end: {
        // Play asks the parent of a supervised child wherever they are [I]; the app reads no
        // age and keeps its feature off.
        End(
          steps: [.childPhone: .running(featureEnabled: false, after: .notRequired)],
          statuses: ["video-calling": .pending], requests: [firstRequest(.pending)],
          parentSheet: .familyLinkRequest(requestID: 1),
          learned: ["obligations = []", "ageSignalsStatus = NOT_SHARED"])
      }),
    Case(
      name: "Ask before sharing, the child declines Play's prompt: NOT_SHARED (§8.3)",
      world: PlayFixtures.world(region: "US", supervised: false),
      actions: texasSetup + [.answerSharingPrompt(.childPhone, share: false)],
      lines: prompted(region: "US", answer: "Don't share") + [
        "2026-07-10 play→app response: ageSignalsStatus = NOT_SHARED",
        "2026-07-10 app→app flow: checking-feature → running",
      ],
      end: { skipped(learned: ["obligations = []", "ageSignalsStatus = NOT_SHARED"]) }),
    Case(
      name: "an injected NETWORK_ERROR: the first call throws -3 (§6.6)",
      world: PlayFixtures.world(),
      actions: [
        PlayFixtures.videoCalling, .advanceClock(days: 9), .set(.fault(.networkError)),
        .launch(.childPhone),
      ],
      lines: [declared, asked("2026-07-10", "This update adds video calling."), toEffective]
        + ["2026-07-10 developer→play setting: injected error: NETWORK_ERROR"]
        + opens("2026-07-10") + [
          "2026-07-10 app→play request: requestAgeSignalsAccess()",
          "2026-07-10 play→app response: requestAgeSignalsAccess threw NETWORK_ERROR (-3)",
          "2026-07-10 app→app flow: requesting-age-range → blocked",
        ],
      end: {
        End(
          steps: [.childPhone: .blocked(.ageSignalUnavailable("notAvailable"))],
          statuses: ["video-calling": .pending], requests: [firstRequest(.pending)],
          parentSheet: .familyLinkRequest(requestID: 1),
          learned: [
            "obligations = [significantAppChangeRequiresParentalConsent]",
            "requestAgeSignalsAccess threw NETWORK_ERROR",
          ])
      }),
  ]

  /// The verified adult's two calls (§8.3: TIER_D, ID plus selfie, in a mandatory region; no
  /// status for an unsupervised account).
  static let adultShared = [
    "2026-07-10 app→play request: requestAgeSignalsAccess()",
    "2026-07-10 play→app response: ageSignalsStatus = SHARED",
    "2026-07-10 app→play request: checkAgeSignals()",
    "2026-07-10 play→app response: ageLower = 18, ageUpper = null, ageRangeSource = TIER_D, "
      + "significantChangeStatus = null, significantChangeApprovalDate = null, installId = null",
  ]

  /// 0.0.3's call once the parent approved (§6.3: SUPERVISED, mostRecentApprovalDate).
  static let v003Supervised = [
    "2026-07-10 app→play request: checkAgeSignals()",
    "2026-07-10 play→app response: userStatus = SUPERVISED, ageLower = 13, ageUpper = 15, "
      + "mostRecentApprovalDate = 2026-07-10, installId = \(installID)",
  ]

  @Test(arguments: cases)
  func plays(_ testCase: Case) {
    var world = testCase.world
    PlayFixtures.play(testCase.actions, in: &world)
    expectNoDifference(PlayFixtures.lines(world), testCase.lines)
    expectNoDifference(End(world), testCase.end())
  }
}
