/// How firm a modelled fact is, after the reference's markers.
public enum Confidence: String, Sendable, CaseIterable {
  /// Apple or Google documentation, or statute text ([V], [V-law], [V-forum]).
  case verified
  /// A third-party report: plausible, not primary ([3P]).
  case thirdParty = "third-party"
  /// Inferred or unverified ([I], [U]): modelled, labelled, and changeable by the user.
  case assumption

  /// The short tag shown next to a fact.
  public var tag: String {
    switch self {
    case .verified: "[V]"
    case .thirdParty: "[3P]"
    case .assumption: "[assumption]"
    }
  }
}
