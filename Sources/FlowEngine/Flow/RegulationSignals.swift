/// What the app learned from the regulatory checks; nil where the API does not exist.
public struct RegulationSignals: Hashable, Sendable, Codable {
  /// `isEligibleForAgeFeatures` (26.2+).
  public var isEligible: Bool?
  /// `requiredRegulatoryFeatures` (26.4+).
  public var requiredFeatures: [RegulatoryFeature]?

  /// Creates signals.
  public init(isEligible: Bool?, requiredFeatures: [RegulatoryFeature]?) {
    self.isEligible = isEligible
    self.requiredFeatures = requiredFeatures
  }

  /// The obligations the app acts on. On 26.4+ the features themselves; on 26.2–26.3 an eligible
  /// person is assumed to need parental consent (Apple: use `isEligibleForAgeFeatures` plus a
  /// gate of 18; no adult acknowledgment exists yet); on 26.0 there are no signals at all.
  public var effectiveFeatures: [RegulatoryFeature] {
    if let requiredFeatures { return requiredFeatures }
    if isEligible == true { return [.significantAppChangeRequiresParentalConsent] }
    return []
  }
}
