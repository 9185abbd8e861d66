/// Where the age behind a 0.0.4 answer comes from (reference §8.3 [V]).
public enum PlayAgeRangeSource: String, CaseIterable, Hashable, Sendable {
  /// Self-declared.
  case tierA = "TIER_A"
  /// Parent-managed: a supervised account.
  case tierB = "TIER_B"
  /// Checked by card, email, a selfie estimate or an ID.
  case tierC = "TIER_C"
  /// An ID plus a selfie, or a digital ID.
  case tierD = "TIER_D"

  /// What the tier means, in a few words.
  public var meaning: String {
    switch self {
    case .tierA: "self-declared"
    case .tierB: "parent-managed"
    case .tierC: "checked by card, email, selfie estimate or ID"
    case .tierD: "ID plus selfie, or a digital ID"
    }
  }
}
