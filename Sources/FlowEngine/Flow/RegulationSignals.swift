/// What the app learned from the regulatory checks; nil where the store's version gives no such
/// signal.
public struct RegulationSignals: Hashable, Sendable {
  /// Whether age-assurance rules apply to the person.
  public var isEligible: Bool?
  /// The obligations the store lists for the person.
  public var requiredFeatures: [RegulatoryFeature]?

  /// Creates signals.
  public init(isEligible: Bool?, requiredFeatures: [RegulatoryFeature]?) {
    self.isEligible = isEligible
    self.requiredFeatures = requiredFeatures
  }

  /// The obligations the app acts on: the listed features where the store lists them; else an
  /// eligible person is assumed to need parental consent (eligibility plus a gate of 18, with
  /// no adult acknowledgment); with neither signal, none.
  public var effectiveFeatures: [RegulatoryFeature] {
    if let requiredFeatures { return requiredFeatures }
    if isEligible == true { return [.significantAppChangeRequiresParentalConsent] }
    return []
  }
}
