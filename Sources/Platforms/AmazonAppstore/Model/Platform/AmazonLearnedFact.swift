import FlowEngine

/// Something the app learned on Amazon, in Amazon's values.
public enum AmazonLearnedFact: Hashable, Sendable {
  /// What the app acts on in place of a regulatory check (Amazon has none), from the region.
  case obligations([RegulatoryFeature])
  /// A `GetUserAgeData` row.
  case ageData(AmazonUserAgeData)

  /// The range the row disclosed; nil when it disclosed none.
  public var disclosedRange: AgeRange? {
    guard case .ageData(let row) = self, row.ageLower != nil || row.ageUpper != nil else {
      return nil
    }
    return AgeRange(lowerBound: row.ageLower, upperBound: row.ageUpper)
  }

  /// One line, in Amazon's names and values.
  public var summary: String {
    switch self {
    case .obligations(let features):
      "obligations = [\(features.map(\.rawValue).joined(separator: ", "))]"
    case .ageData(let row): row.summary
    }
  }
}
