import FlowEngine
import GooglePlay
import Scenarios

/// What a Play script step's `expect:` says must be true once the step has run, in Google's
/// terms. Every field is optional; an empty expectation checks nothing.
public struct PlayExpectation: Hashable, Sendable {
  /// One `settings:` row: what Play's Settings pane shows in it (or, negated, does not).
  public struct SettingsRow: Hashable, Sendable {
    /// The row.
    public var field: PlaySettingsField
    /// The value it shows, exactly as the pane writes it.
    public var value: String
    /// `{not: …}`: the row must show something else.
    public var negated: Bool

    /// Creates a row expectation.
    public init(field: PlaySettingsField, value: String, negated: Bool = false) {
      self.field = field
      self.value = value
      self.negated = negated
    }
  }

  /// `step:` the app's flow step per device, in file order.
  public var steps: [ExpectedDeviceStep]
  /// `status:` the status of the app's latest answer (`SHARED`, `SUPERVISED`, an error name).
  public var status: PlayAnswerStatus?
  /// `age-range:` `ageLower`–`ageUpper` of the app's latest `checkAgeSignals` result.
  public var ageRange: PlayField<AgeRange>?
  /// `source:` `ageRangeSource` of the app's latest result.
  public var source: PlayField<PlayAgeRangeSource>?
  /// `change-status:` `significantChangeStatus` of the app's latest result (0.0.4; 0.0.3's
  /// `userStatus` carries the same news, read the same way).
  public var changeStatus: PlayField<PlaySignificantChangeStatus>?
  /// `approval-date:` `significantChangeApprovalDate` (0.0.3: `mostRecentApprovalDate`) of the
  /// app's latest result.
  public var approvalDate: PlayField<SimDate>?
  /// `error-code:` the error the app's latest answer threw, named by its code (`-3`); `none`
  /// when the latest answer is no error.
  public var errorCode: NameOrNone<AgeSignalsError>?
  /// `retryable:` whether Google says to retry the error the app's latest answer threw.
  public var retryable: Bool?
  /// `sheet:` what is over a device, in file order.
  public var sheets: [ExpectedOnDevice<PlaySheetName>]
  /// `pending-request:` whether Family Link holds a pending request.
  public var pendingRequest: Bool?
  /// `request-covers:` the changes the latest Family Link request covers, in its order; empty
  /// for `none` (no request yet).
  public var requestCovers: [PlayWorld.ChangeID]?
  /// `revoked:` whether the parent has revoked the approval of the install on the child's phone.
  public var revoked: Bool?
  /// `revocation-csv:` the install IDs Play Console's revocation CSV lists today, in its
  /// order; empty for none.
  public var revocationCSV: [String]?
  /// `settings:` rows of Play's Settings pane, in file order.
  public var settings: [SettingsRow]
  /// `refused:` whether the step's own action must (or must not) be refused.
  public var rejection: ExpectedRejection?
  /// `trace-contains:` texts that must each appear in an entry this step produced.
  public var traceContains: [String]
  /// `trace-lacks:` texts that no entry this step produced may contain in its summary.
  public var traceLacks: [String]
  /// The keys written `{not: value}` (`status`, `age-range`, `revoked`, …): each holds when
  /// its value does not. `step`, `sheet` and `settings` keep theirs per device or row.
  public var negatedKeys: Set<String>

  /// An expectation that checks nothing.
  public init() {
    self.init(steps: [])
  }

  /// Creates an expectation.
  public init(
    steps: [ExpectedDeviceStep] = [], status: PlayAnswerStatus? = nil,
    ageRange: PlayField<AgeRange>? = nil, source: PlayField<PlayAgeRangeSource>? = nil,
    changeStatus: PlayField<PlaySignificantChangeStatus>? = nil,
    approvalDate: PlayField<SimDate>? = nil, sheets: [ExpectedOnDevice<PlaySheetName>] = [],
    pendingRequest: Bool? = nil, revoked: Bool? = nil, rejection: ExpectedRejection? = nil,
    traceContains: [String] = []
  ) {
    self.steps = steps
    self.status = status
    self.ageRange = ageRange
    self.source = source
    self.changeStatus = changeStatus
    self.approvalDate = approvalDate
    self.errorCode = nil
    self.retryable = nil
    self.sheets = sheets
    self.pendingRequest = pendingRequest
    self.requestCovers = nil
    self.revoked = revoked
    self.revocationCSV = nil
    self.settings = []
    self.rejection = rejection
    self.traceContains = traceContains
    self.traceLacks = []
    self.negatedKeys = []
  }

  /// Whether it checks nothing.
  public var isEmpty: Bool {
    self == PlayExpectation()
  }
}
