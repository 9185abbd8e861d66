/// Where the parent's consent to the current version of the app stands. Amazon's API shows
/// only granted (`SUPERVISED`) or not (`CONSENT_NOT_GRANTED`, "pending or not granted" [V RN]).
public enum AmazonConsent: String, CaseIterable, Hashable, Sendable {
  /// The parent consented to the current version.
  case granted
  /// Amazon is asking the parent (a new child, or a significant change reported since).
  case pending
  /// The parent revoked consent (amazon.md §7).
  case revoked
  /// No consent: never given, or withheld.
  case none
}
