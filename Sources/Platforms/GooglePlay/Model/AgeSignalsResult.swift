import FlowEngine

/// What `checkAgeSignals` returns, in the fields of the library that asked: 0.0.3 fills
/// `userStatus`, 0.0.4 `ageRangeSource` and `significantChangeStatus`; nil is Google's null.
public struct AgeSignalsResult: Hashable, Sendable {
  /// 0.0.3's `userStatus`.
  public var userStatus: AgeSignalsUserStatus?
  /// The inclusive lower bound.
  public var ageLower: Int?
  /// The inclusive upper bound; null for the open top range.
  public var ageUpper: Int?
  /// 0.0.4's `ageRangeSource`.
  public var ageRangeSource: PlayAgeRangeSource?
  /// 0.0.4's `significantChangeStatus`: supervised users only.
  public var significantChangeStatus: PlaySignificantChangeStatus?
  /// 0.0.4's `significantChangeApprovalDate`, 0.0.3's `mostRecentApprovalDate`.
  public var approvalDate: SimDate?
  /// The install ID of a supervised install.
  public var installID: String?
}
