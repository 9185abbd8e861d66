/// `GetUserAgeData`'s `userStatus` (amazon.md §3.2). Pending and refused consent are one value,
/// `CONSENT_NOT_GRANTED` (amazon.md §3.2 [V RN]); the empty string is its own value, "different
/// from UNKNOWN".
public enum AmazonUserStatus: String, CaseIterable, Hashable, Sendable {
  /// 18 or over and age-verified.
  case verified = "VERIFIED"
  /// Under 18; a parent consented to the current version of the app.
  case supervised = "SUPERVISED"
  /// Under 18; the parent's consent is pending or not granted (added 2025-11-21).
  case consentNotGranted = "CONSENT_NOT_GRANTED"
  /// In a law state, but age or consent cannot be ascertained.
  case unknown = "UNKNOWN"
  /// No age-verification law applies (the empty string).
  case notApplicable = ""

  /// What the value means, in one sentence (amazon.md §3.2).
  public var meaning: String {
    switch self {
    case .verified: "VERIFIED: an adult (18+) whose age is verified."
    case .supervised:
      "SUPERVISED: under 18, and a parent consented to the current version of the app."
    case .consentNotGranted:
      "CONSENT_NOT_GRANTED: under 18, and the parent's consent is pending or not granted (the "
        + "API does not say which)."
    case .unknown: "UNKNOWN: a law applies, but age or consent cannot be ascertained."
    case .notApplicable:
      "\"\" (empty): no age-verification law applies to this user here and now."
    }
  }
}
