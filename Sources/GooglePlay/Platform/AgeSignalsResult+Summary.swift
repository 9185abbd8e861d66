extension AgeSignalsResult {
  /// The fields of `sdk`'s answer in Google's names and order, nil where Google returns null.
  public func fields(sdk: AgeSignalsSDK) -> [(name: String, value: String?)] {
    let date = approvalDate?.description
    return switch sdk {
    case .v004:
      [
        ("ageLower", ageLower.map(String.init)), ("ageUpper", ageUpper.map(String.init)),
        ("ageRangeSource", ageRangeSource?.rawValue),
        ("significantChangeStatus", significantChangeStatus?.rawValue),
        ("significantChangeApprovalDate", date), ("installId", installID),
      ]
    case .v003:
      [
        ("userStatus", userStatus?.rawValue), ("ageLower", ageLower.map(String.init)),
        ("ageUpper", ageUpper.map(String.init)), ("mostRecentApprovalDate", date),
        ("installId", installID),
      ]
    }
  }

  /// The fields of `sdk`'s answer in Google's names, `null` where Google returns null:
  /// `ageLower = 13, ageUpper = 15, ageRangeSource = TIER_B, …`.
  public func summary(sdk: AgeSignalsSDK) -> String {
    fields(sdk: sdk).map { "\($0.name) = \($0.value ?? "null")" }.joined(separator: ", ")
  }
}
