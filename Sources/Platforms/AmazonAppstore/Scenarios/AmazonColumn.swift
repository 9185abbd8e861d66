import AmazonAppstore

/// One of `GetUserAgeData`'s six columns, named by Amazon's exact key, as an `expect:` names it.
public enum AmazonColumn: String, CaseIterable, Hashable, Sendable {
  case responseStatus
  case userStatus
  case ageLower
  case ageUpper
  case userId
  case mostRecentApprovalDate

  /// The column's cell in `row`.
  public func cell(of row: AmazonUserAgeData) -> AmazonCell {
    row.cells[Self.allCases.firstIndex(of: self) ?? 0]
  }
}
