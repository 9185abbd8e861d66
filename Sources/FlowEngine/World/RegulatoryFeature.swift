/// An obligation the law puts on the app, named as scenario files and reports write it.
public enum RegulatoryFeature: String, CaseIterable, Sendable, Comparable {
  /// The person must share their age range with the app.
  case declaredAgeRangeRequired
  /// Adults must acknowledge a significant change.
  case significantAppChangeRequiresAdultNotification
  /// A parent or guardian must acknowledge and consent to a significant change.
  case significantAppChangeRequiresParentalConsent

  /// Orders features by name, so sets print the same way every time.
  public static func < (lhs: RegulatoryFeature, rhs: RegulatoryFeature) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
