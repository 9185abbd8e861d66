import CustomDump
import FlowEngine
import Testing

@testable import GooglePlay

/// Google Play's answers in the flow's and the ledger's terms: which answers count as a checked
/// age, which as no age shared, and what the app learned, in Google's values.
@Suite("Google Play platform: the flow's signal and what the app learns")
struct PlayVocabularyTests {
  private static let teen = AgeRange(lowerBound: 13, upperBound: 15)

  private static func signals(
    _ source: PlayAgeRangeSource? = nil, status: AgeSignalsUserStatus? = nil, lower: Int? = 13,
    upper: Int? = 15
  ) -> AgeSignalsAnswer {
    AgeSignalsAnswer(
      access: .shared,
      result: AgeSignalsResult(
        userStatus: status, ageLower: lower, ageUpper: upper, ageRangeSource: source))
  }

  @Test(
    "Play's answer as the flow's signal [I: docs/assumptions.md §6.1]",
    arguments: [
      (signals(.tierA), AgeSignal.shared(teen, checked: false)),
      (signals(.tierB), .shared(teen, checked: false)),
      (signals(.tierC), .shared(teen, checked: true)),
      (
        signals(.tierD, upper: nil),
        .shared(AgeRange(lowerBound: 13, upperBound: nil), checked: true)
      ),
      (signals(status: .verified), .shared(teen, checked: true)),
      (signals(status: .supervisedApprovalPending), .shared(teen, checked: false)),
      (signals(status: .unknown), .declined),
      (signals(.tierB, lower: nil, upper: nil), .declined),
      (AgeSignalsAnswer(access: .notShared), .declined),
      (
        AgeSignalsAnswer(failure: .init(call: .checkAgeSignals, error: .networkError)),
        .unavailable("notAvailable")
      ),
    ])
  func flowSignal(answer: AgeSignalsAnswer, signal: AgeSignal) {
    expectNoDifference(GooglePlayPlatform.flowSignal(answer), signal)
  }

  @Test(
    "what the app learned, in Google's values, and the range it discloses",
    arguments: [
      (
        PlayLearnedFact.obligations([.significantAppChangeRequiresParentalConsent]),
        "obligations = [significantAppChangeRequiresParentalConsent]", AgeRange?.none
      ),
      (.access(.verificationRequired), "ageSignalsStatus = VERIFICATION_REQUIRED", nil),
      (
        .signals(
          AgeSignalsResult(
            ageLower: 13, ageUpper: 15, ageRangeSource: .tierB, significantChangeStatus: .pending)),
        "13–15, TIER_B, significantChangeStatus PENDING", teen
      ),
      (
        .signals(AgeSignalsResult(userStatus: .unknown)), "UNKNOWN", nil
      ),
      (
        .failure(.requestAgeSignalsAccess, .networkError),
        "requestAgeSignalsAccess threw NETWORK_ERROR", nil
      ),
      (.approval(requestID: 2, status: .declined), "Family Link request #2: DECLINED", nil),
    ])
  func learned(fact: PlayLearnedFact, summary: String, range: AgeRange?) {
    expectNoDifference(fact.summary, summary)
    expectNoDifference(fact.disclosedRange, range)
  }
}
