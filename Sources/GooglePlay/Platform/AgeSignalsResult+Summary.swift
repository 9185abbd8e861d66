extension AgeSignalsResult {
  /// The fields of `sdk`'s answer in Google's names, `null` where Google returns null:
  /// `ageLower = 13, ageUpper = 15, ageRangeSource = TIER_B, …`.
  public func summary(sdk: AgeSignalsSDK) -> String {
    let date = approvalDate?.description
    let fields: [(String, String?)] =
      switch sdk {
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
    return fields.map { "\($0.0) = \($0.1 ?? "null")" }.joined(separator: ", ")
  }
}
