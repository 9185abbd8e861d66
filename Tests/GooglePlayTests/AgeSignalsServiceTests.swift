import CustomDump
import FlowEngine
import Testing

@testable import GooglePlay

/// Play's answers, one case per status, tier, SDK version and region rule; every expected value
/// is written from the reference section named in the case.
@Suite("Google Play Age Signals")
struct AgeSignalsServiceTests {
  /// One query and the exact answer.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var query: AgeSignalsQuery
    var access: AgeSignalsStatus?
    var promptShown: Bool
    var result: AgeSignalsResult?

    var testDescription: String { name }
  }

  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  /// A 14-year-old (born 2012-03-10) on 2026-07-01.
  static func teen(
    supervised: Bool = false, verification: PlayAccount.Verification = .none,
    mode: PlayAccount.SharingMode = .askBeforeSharing, shares: Bool = true,
    change: PlaySignificantChangeStatus? = nil
  ) -> PlayAccount {
    PlayAccount(
      birthdate: day("2012-03-10"), isSupervised: supervised, verification: verification,
      sharingMode: mode, sharesOnPrompt: shares, changeStatus: change,
      approvalDate: change == .approved ? day("2026-06-15") : nil)
  }

  static let id = AgeSignalsQuery.exampleInstallID

  static let cases: [Case] = [
    // §8.3: the same 14-year-old in Texas: SHARED; 13–15, TIER_B.
    Case(
      name: "Texas, supervised 14: SHARED, 13–15, TIER_B (§8.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true), region: "US-TX", today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(ageLower: 13, ageUpper: 15, ageRangeSource: .tierB, installID: id)),
    // §8.3: no in-app prompt in US states with app-store laws; unverified → VERIFICATION_REQUIRED.
    Case(
      name: "Texas, unverified adult: VERIFICATION_REQUIRED, no prompt (§8.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(birthdate: day("1990-01-01")), region: "US-TX",
        today: day("2026-07-01")),
      access: .verificationRequired, promptShown: false, result: nil),
    // §8.3: TIER_C and TIER_D only in mandatory regions.
    Case(
      name: "Texas, adult checked by ID and selfie: SHARED, 18+, TIER_D (§8.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(birthdate: day("1990-01-01"), verification: .tierD),
        region: "US-TX", today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(ageLower: 18, ageUpper: nil, ageRangeSource: .tierD)),
    Case(
      name: "Utah on the statute's day, card-checked 16: SHARED, 16–17, TIER_C (§8.1, §8.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(birthdate: day("2011-01-01"), verification: .tierC),
        region: "US-UT", today: day("2027-05-06")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(ageLower: 16, ageUpper: 17, ageRangeSource: .tierC)),
    // §8.3: sharing modes elsewhere.
    Case(
      name: "US, Ask before sharing, shares: prompt, SHARED, TIER_A (§8.3)",
      query: AgeSignalsQuery(account: teen(), region: "US", today: day("2026-07-01")),
      access: .shared, promptShown: true,
      result: AgeSignalsResult(ageLower: 13, ageUpper: 15, ageRangeSource: .tierA)),
    Case(
      name: "US, Ask before sharing, declines: prompt, NOT_SHARED (§8.3)",
      query: AgeSignalsQuery(account: teen(shares: false), region: "US", today: day("2026-07-01")),
      access: .notShared, promptShown: true, result: nil),
    Case(
      name: "US, Always share: SHARED, no prompt (§8.3)",
      query: AgeSignalsQuery(
        account: teen(mode: .alwaysShare), region: "US", today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(ageLower: 13, ageUpper: 15, ageRangeSource: .tierA)),
    Case(
      name: "US, Never share: NOT_SHARED, no prompt (§8.3)",
      query: AgeSignalsQuery(
        account: teen(mode: .neverShare), region: "US", today: day("2026-07-01")),
      access: .notShared, promptShown: false, result: nil),
    // §8.3: a verified user outside a mandatory region is not TIER_C/D.
    Case(
      name: "US, ID-checked adult, Always share: TIER_A outside mandatory regions (§8.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(
          birthdate: day("1990-01-01"), verification: .tierD, sharingMode: .alwaysShare),
        region: "US", today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(ageLower: 18, ageUpper: nil, ageRangeSource: .tierA)),
    // §8.3: significant-change statuses, supervised users only; the approval date with APPROVED.
    Case(
      name: "Texas, supervised, change PENDING (§8.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true, change: .pending), region: "US-TX",
        today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(
        ageLower: 13, ageUpper: 15, ageRangeSource: .tierB, significantChangeStatus: .pending,
        installID: id)),
    Case(
      name: "Texas, supervised, change APPROVED with its date (§8.3, §6.1)",
      query: AgeSignalsQuery(
        account: teen(supervised: true, change: .approved), region: "US-TX",
        today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(
        ageLower: 13, ageUpper: 15, ageRangeSource: .tierB, significantChangeStatus: .approved,
        approvalDate: day("2026-06-15"), installID: id)),
    Case(
      name: "Texas, supervised, change DECLINED (§8.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true, change: .declined), region: "US-TX",
        today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(
        ageLower: 13, ageUpper: 15, ageRangeSource: .tierB, significantChangeStatus: .declined,
        installID: id)),
    Case(
      name: "US, unsupervised with a declared change: no status (§8.3)",
      query: AgeSignalsQuery(
        account: teen(mode: .alwaysShare, change: .pending), region: "US",
        today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(ageLower: 13, ageUpper: 15, ageRangeSource: .tierA)),
    // §8.1: Texas binds accounts created after 2026-05-28; before, the sharing modes decide.
    Case(
      name: "Texas on 2026-05-28: no law yet, the prompt asks (§8.1)",
      query: AgeSignalsQuery(
        account: PlayAccount(birthdate: day("1990-01-01")), region: "US-TX",
        today: day("2026-05-28")),
      access: .shared, promptShown: true,
      result: AgeSignalsResult(ageLower: 18, ageUpper: nil, ageRangeSource: .tierA)),
    // §6.3: 0.0.3 statuses.
    Case(
      name: "0.0.3, Texas, supervised: SUPERVISED (§6.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true), region: "US-TX", today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false,
      result: AgeSignalsResult(
        userStatus: .supervised, ageLower: 13, ageUpper: 15, installID: id)),
    Case(
      name: "0.0.3, Texas, supervised, pending: SUPERVISED_APPROVAL_PENDING (§6.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true, change: .pending), region: "US-TX",
        today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false,
      result: AgeSignalsResult(
        userStatus: .supervisedApprovalPending, ageLower: 13, ageUpper: 15, installID: id)),
    Case(
      name: "0.0.3, Texas, supervised, declined: SUPERVISED_APPROVAL_DENIED (§6.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true, change: .declined), region: "US-TX",
        today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false,
      result: AgeSignalsResult(
        userStatus: .supervisedApprovalDenied, ageLower: 13, ageUpper: 15, installID: id)),
    Case(
      name: "0.0.3, Texas, supervised, approved: mostRecentApprovalDate (§6.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true, change: .approved), region: "US-TX",
        today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false,
      result: AgeSignalsResult(
        userStatus: .supervised, ageLower: 13, ageUpper: 15, approvalDate: day("2026-06-15"),
        installID: id)),
    // §6.3: the date is the "effective from" date of the latest *approved* change, so it stays
    // while a later change is pending or declined.
    Case(
      name: "Texas, approved then a later change PENDING: the approval date stays (§6.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(
          birthdate: day("2012-03-10"), isSupervised: true, changeStatus: .pending,
          approvalDate: day("2026-06-15")),
        region: "US-TX", today: day("2026-07-01")),
      access: .shared, promptShown: false,
      result: AgeSignalsResult(
        ageLower: 13, ageUpper: 15, ageRangeSource: .tierB, significantChangeStatus: .pending,
        approvalDate: day("2026-06-15"), installID: id)),
    Case(
      name: "0.0.3, Texas, approved then a change DECLINED: mostRecentApprovalDate stays (§6.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(
          birthdate: day("2012-03-10"), isSupervised: true, changeStatus: .declined,
          approvalDate: day("2026-06-15")),
        region: "US-TX", today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false,
      result: AgeSignalsResult(
        userStatus: .supervisedApprovalDenied, ageLower: 13, ageUpper: 15,
        approvalDate: day("2026-06-15"), installID: id)),
    Case(
      name: "0.0.3, Texas, verified adult: VERIFIED, 18+ (§6.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(birthdate: day("1990-01-01"), verification: .tierC),
        region: "US-TX", today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false,
      result: AgeSignalsResult(userStatus: .verified, ageLower: 18, ageUpper: nil)),
    Case(
      name: "0.0.3, Texas, unknown age: UNKNOWN, no ages (§6.3)",
      query: AgeSignalsQuery(
        account: PlayAccount(birthdate: day("1990-01-01")), region: "US-TX",
        today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false, result: AgeSignalsResult(userStatus: .unknown)),
    Case(
      name: "0.0.3, Brazil: DECLARED (§6.3)",
      query: AgeSignalsQuery(
        account: teen(), region: "BR", today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false,
      result: AgeSignalsResult(userStatus: .declared, ageLower: 13, ageUpper: 15)),
    // §6.3: Brazil returns only DECLARED or UNKNOWN; [I] (docs/assumptions.md §6): 0.0.3
    // predates the sharing modes (§8.3), so Never share reads as an unknown age, no ages.
    Case(
      name: "0.0.3, Brazil, Never share: UNKNOWN, no ages (§6.3, [I])",
      query: AgeSignalsQuery(
        account: teen(mode: .neverShare), region: "BR", today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false, result: AgeSignalsResult(userStatus: .unknown)),
    Case(
      name: "0.0.3, elsewhere: userStatus null, every field null (§6.3)",
      query: AgeSignalsQuery(
        account: teen(supervised: true), region: "GB", today: day("2026-07-01"), sdk: .v003),
      access: nil, promptShown: false, result: AgeSignalsResult()),
  ]

  @Test("each answer is what the reference says", arguments: cases)
  func answers(_ example: Case) {
    let answer = AgeSignalsService.answer(example.query)
    expectNoDifference(answer.access, example.access)
    expectNoDifference(answer.promptShown, example.promptShown)
    expectNoDifference(answer.result, example.result)
    expectNoDifference(answer.failure, nil)
  }

  /// One account's creation day in Texas on 2026-07-01 and the whole answer Play gives.
  struct AccountCase: Sendable, CustomTestStringConvertible {
    var created: String?
    var answer: AgeSignalsAnswer

    var testDescription: String { created ?? "no creation day" }
  }

  /// Texas's answer to an unverified, unsupervised account the law binds.
  static let verificationRequired = AgeSignalsAnswer(
    access: .verificationRequired,
    reasons: [
      "Texas's app-store law requires a verified or supervised age and this account has "
        + "neither: VERIFICATION_REQUIRED sends the user to the Play Store (reference §8.3)."
    ])

  static let accountCases: [AccountCase] = [
    AccountCase(
      created: "2026-01-10",
      answer: AgeSignalsAnswer(
        access: .shared, promptShown: true,
        result: AgeSignalsResult(ageLower: 13, ageUpper: 15, ageRangeSource: .tierA),
        reasons: [
          "Texas's app-store law binds accounts created from 2026-05-29; this one was created "
            + "2026-01-10, so the law does not bind it (reference §8.1).",
          "Ask before sharing (the user's setting): Play's in-app prompt asked and the user "
            + "shared (reference §8.3).",
          "Ranges 0–12, 13–15, 16–17, 18+: the app learns 13–15, never the birthdate "
            + "(reference §6.3).",
        ])),
    AccountCase(
      created: "2026-05-29",
      answer: AgeSignalsAnswer(
        access: .verificationRequired,
        reasons: [
          "Texas's app-store law binds accounts created from 2026-05-29; this one was created "
            + "2026-05-29, so the law binds it (reference §8.1).",
          "Texas's app-store law requires a verified or supervised age and this account has "
            + "neither: VERIFICATION_REQUIRED sends the user to the Play Store (reference §8.3).",
        ])),
    AccountCase(created: nil, answer: verificationRequired),
  ]

  @Test(
    "Texas binds only accounts created from 2026-05-29; an older one is asked (§8.1)",
    arguments: accountCases)
  func accountCreation(_ example: AccountCase) {
    let query = AgeSignalsQuery(
      account: Self.teen(), region: "US-TX", accountCreated: example.created.map(Self.day),
      today: Self.day("2026-07-01"))
    expectNoDifference(AgeSignalsService.answer(query), example.answer)
  }

  @Test(
    "every documented error is thrown by the first call, with its code and retry flag (§6.6)",
    arguments: AgeSignalsSDK.allCases)
  func faults(sdk: AgeSignalsSDK) {
    let codes = AgeSignalsError.allCases.map { error in
      let answer = AgeSignalsService.answer(
        AgeSignalsQuery(
          account: Self.teen(), region: "US-TX", today: Self.day("2026-07-01"), sdk: sdk,
          fault: error))
      expectNoDifference(answer.result, nil)
      expectNoDifference(answer.access, nil)
      expectNoDifference(
        answer.failure?.call, (sdk == .v004 ? .requestAgeSignalsAccess : .checkAgeSignals))
      return "\(answer.failure?.error.code ?? 0) \(error.isRetryable)"
    }
    expectNoDifference(
      codes,
      [
        "-1 true", "-2 true", "-3 true", "-4 true", "-5 true", "-6 true", "-7 true", "-8 true",
        "-9 false", "-10 false", "-100 false",
      ])
  }
}
