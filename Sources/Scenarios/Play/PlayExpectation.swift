import FlowEngine
import GooglePlay

/// What a Play script step's `expect:` says must be true once the step has run, in Google's
/// terms. Every field is optional; an empty expectation checks nothing.
public struct PlayExpectation: Hashable, Sendable {
  /// `step:` the app's flow step per device, in file order.
  public var steps: [Expectation.DeviceStep]
  /// `status:` the status of the app's latest answer (`SHARED`, `SUPERVISED`, an error name).
  public var status: PlayAnswerStatus?
  /// `age-range:` `ageLower`–`ageUpper` of the app's latest `checkAgeSignals` result.
  public var ageRange: PlayField<AgeRange>?
  /// `source:` `ageRangeSource` of the app's latest result.
  public var source: PlayField<AgeRangeSource>?
  /// `change-status:` `significantChangeStatus` of the app's latest result (0.0.4; 0.0.3's
  /// `userStatus` carries the same news, read the same way).
  public var changeStatus: PlayField<SignificantChangeStatus>?
  /// `approval-date:` `significantChangeApprovalDate` (0.0.3: `mostRecentApprovalDate`) of the
  /// app's latest result.
  public var approvalDate: PlayField<SimDate>?
  /// `sheet:` what is over a device, in file order.
  public var sheets: [Expectation.OnDevice<PlaySheetName>]
  /// `pending-request:` whether Family Link holds a pending request.
  public var pendingRequest: Bool?
  /// `revoked:` whether the parent has revoked the approval of the install on the child's phone.
  public var revoked: Bool?
  /// `refused:` whether the step's own action must (or must not) be refused.
  public var rejection: Expectation.Rejection?
  /// `trace-contains:` texts that must each appear in an entry this step produced.
  public var traceContains: [String]

  /// Creates an expectation.
  public init(
    steps: [Expectation.DeviceStep] = [], status: PlayAnswerStatus? = nil,
    ageRange: PlayField<AgeRange>? = nil, source: PlayField<AgeRangeSource>? = nil,
    changeStatus: PlayField<SignificantChangeStatus>? = nil,
    approvalDate: PlayField<SimDate>? = nil, sheets: [Expectation.OnDevice<PlaySheetName>] = [],
    pendingRequest: Bool? = nil, revoked: Bool? = nil, rejection: Expectation.Rejection? = nil,
    traceContains: [String] = []
  ) {
    self.steps = steps
    self.status = status
    self.ageRange = ageRange
    self.source = source
    self.changeStatus = changeStatus
    self.approvalDate = approvalDate
    self.sheets = sheets
    self.pendingRequest = pendingRequest
    self.revoked = revoked
    self.rejection = rejection
    self.traceContains = traceContains
  }

  /// Whether it checks nothing.
  public var isEmpty: Bool {
    self == PlayExpectation()
  }
}
