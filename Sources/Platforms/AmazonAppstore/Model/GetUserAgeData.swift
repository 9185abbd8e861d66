import FlowEngine

/// Amazon Appstore's `GetUserAgeData`: a ContentProvider query with no arguments and no prompt
/// (amazon.md §1 [V]), answered here as a pure function by the rules of amazon.md §5.
public enum GetUserAgeData {
  /// The production URI the app queries (amazon.md §1 [V]).
  public static let productionURI = "content://amzn_appstore/getUserAgeData"

  /// The URI of Amazon's sample test provider for an option (amazon.md §4 [V]).
  public static func testURI(_ option: AmazonTestOption) -> String {
    "content://amzn_test_appstore/getUserAgeData?testOption=\(option.rawValue)"
  }

  /// The live answer (amazon.md §5): a fault first, then before live responses, then no law,
  /// then adults, then children.
  public static func answer(_ query: AmazonQuery) -> AmazonAnswer {
    let shape = query.assumptions.errorShape
    if let fault = query.fault, fault != .success {
      return AmazonAnswer(
        row: .failure(fault, shape: shape),
        reasons: [
          "Injected fault: \(fault.meaning) The row keeps the error shape: userStatus "
            + "\(shape == .emptyString ? "\"\"" : "null"), four nulls (amazon.md §5.1 [I])."
        ])
    }
    let rule = query.regionRules.rule(for: query.region)
    switch rule.phase(on: query.today) {
    case .beforeLiveResponses:
      return AmazonAnswer(
        row: .failure(.featureNotSupported, shape: shape),
        reasons: [
          "Before \(AmazonRegionRule.liveResponsesStart) Amazon returned no live responses: "
            + "FEATURE_NOT_SUPPORTED (amazon.md §5.2, §8 [V])."
        ])
    case .paused(let name, let until):
      let end =
        until.map { "until \($0), the stay (texas: live-from-stay) [I]" }
        ?? "still (texas: paused) [I]"
      return AmazonAnswer(
        row: .failure(.featureNotSupported, shape: shape),
        reasons: [
          "\(name) is paused: Amazon \"will not return live responses until further notice\", "
            + "so FEATURE_NOT_SUPPORTED (amazon.md §8 [V]), \(end)."
        ])
    case .notApplicable:
      return AmazonAnswer(
        row: .notApplicable,
        reasons: [
          "No age-verification law applies in \(query.region) on \(query.today): SUCCESS with "
            + "an empty userStatus and four nulls (amazon.md §5.3)."
        ])
    case .live(let name):
      return live(query, law: name)
    }
  }

  private static func live(_ query: AmazonQuery, law: String) -> AmazonAnswer {
    let account = query.account
    let age = account.birthdate.wholeYears(until: query.today)
    let band = AmazonAgeBand(age: age)
    if band == .adult {
      guard account.isVerified else {
        return AmazonAnswer(
          row: AmazonUserAgeData(responseStatus: .success, userStatus: .unknown),
          reasons: [
            "\(law): an adult whose age is not verified is UNKNOWN, all nulls (amazon.md §3.2, "
              + "§5.4 [I])."
          ])
      }
      return AmazonAnswer(
        row: AmazonUserAgeData(responseStatus: .success, userStatus: .verified, band: .adult),
        reasons: [
          "\(law): a verified adult: VERIFIED, ageLower 18, ageUpper null, no userId or date "
            + "(amazon.md §3.2, §5.4)."
        ])
    }
    guard account.isSupervised else {
      return AmazonAnswer(
        row: AmazonUserAgeData(responseStatus: .success, userStatus: .unknown),
        reasons: [
          "\(law): under 18 with no supervising parent, so consent is not ascertainable: "
            + "UNKNOWN, all nulls (amazon.md §3.2, §5.5 [I])."
        ])
    }
    let bandReason =
      "The app learns the band \(band.title), never the birthdate; the band moves on the "
      + "birthday (amazon.md §2 [V], §5: no refresh delay documented [U])."
    switch account.consent {
    case .granted:
      return AmazonAnswer(
        row: AmazonUserAgeData(
          responseStatus: .success, userStatus: .supervised, band: band,
          userId: account.userId, mostRecentApprovalDate: account.lastApproval),
        reasons: [
          "\(law): a parent consented to the current version: SUPERVISED with the band, the "
            + "app user ID and the consent's time (amazon.md §3.2 [V], §5.5).",
          bandReason,
        ])
    case .pending, .revoked, .none:
      var reasons = [
        "\(law): the parent's consent to the current version is \(account.consent.rawValue): "
          + "CONSENT_NOT_GRANTED, which Amazon uses for pending and refused alike, with the "
          + "band, the app user ID and the last consent's time or null (amazon.md §3.2 [V], "
          + "§5.5 [I])."
      ]
      if account.consent == .revoked { reasons.append(Self.revokedReason) }
      reasons.append(bandReason)
      return AmazonAnswer(
        row: AmazonUserAgeData(
          responseStatus: .success, userStatus: .consentNotGranted, band: band,
          userId: account.userId, mostRecentApprovalDate: account.lastApproval),
        reasons: reasons)
    }
  }

  private static let revokedReason =
    "A revoked consent reads CONSENT_NOT_GRANTED too (amazon.md §3.2, §7 [I])."
}
