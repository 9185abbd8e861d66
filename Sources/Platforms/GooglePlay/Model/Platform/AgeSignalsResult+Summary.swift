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

  /// The range and where it comes from, in Google's values: `13–15, TIER_B` (0.0.4's
  /// `ageRangeSource`, or 0.0.3's `userStatus`: `13–15, SUPERVISED`); `18+` has no upper bound;
  /// the status alone when Play gives no range (`UNKNOWN`).
  public var rangeAndSource: String {
    guard let lower = ageLower else { return userStatus?.rawValue ?? "null" }
    let range = ageUpper.map { "\(lower)–\($0)" } ?? "\(lower)+"
    return "\(range), \(ageRangeSource?.rawValue ?? userStatus?.rawValue ?? "null")"
  }

  /// What the app learns from the answer, in Google's values (the install ID aside):
  /// ``rangeAndSource``, and a significant change's status where 0.0.4 gives one.
  public var learned: String {
    rangeAndSource
      + (significantChangeStatus.map { ", significantChangeStatus \($0.rawValue)" } ?? "")
  }
}
