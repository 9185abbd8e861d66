/// What a significant change reported in the Developer Console does to a child's consent.
/// Amazon: consent covers "the current version of the app" and changes "require renewed
/// parental consent" [V]; that the API reads CONSENT_NOT_GRANTED until the parent consents again
/// is inferred (amazon.md §6 [I]).
public enum AmazonChangeConsent: String, CaseIterable, Hashable, Sendable {
  /// The consent lapses: CONSENT_NOT_GRANTED until the parent consents again (the default).
  case renewed
  /// The API keeps reading SUPERVISED; the renewal happens outside it.
  case unchanged
}
