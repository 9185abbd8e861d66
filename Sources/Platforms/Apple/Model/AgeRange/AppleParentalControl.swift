import FlowEngine

/// One member of `AgeRangeService.ParentalControls`, returned only for a range below the age of
/// majority.
public enum AppleParentalControl: String, CaseIterable, Sendable, Comparable {
  /// Screen Time communication limits are on (26.0).
  case communicationLimits
  /// The app must tell the parent before significant changes (26.2, deprecated in 26.4).
  case significantAppChangeApprovalRequired

  /// Orders controls by name, so lists print the same way every time.
  public static func < (lhs: AppleParentalControl, rhs: AppleParentalControl) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
