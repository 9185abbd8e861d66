import AmazonAppstore
import FlowEngine
import Scenarios

/// What an Amazon script step's `expect:` says must be true once the step has run, in Amazon's
/// terms. Every field is optional; an empty expectation checks nothing.
public struct AmazonExpectation: Hashable, Sendable {
  /// One column of the app's latest `GetUserAgeData` row, by Amazon's key.
  public struct Column: Hashable, Sendable {
    /// The column.
    public var column: AmazonColumn
    /// The cell it must hold (a string, an integer or NULL).
    public var cell: AmazonCell
    /// `{not: …}`: the column must hold something else.
    public var negated: Bool

    /// Creates a column expectation.
    public init(column: AmazonColumn, cell: AmazonCell, negated: Bool = false) {
      self.column = column
      self.cell = cell
      self.negated = negated
    }
  }

  /// `step:` the app's flow step per device, in file order.
  public var steps: [ExpectedDeviceStep] = []
  /// The six keys of the app's latest row (`responseStatus: SUCCESS`, `ageUpper: null`), in
  /// file order.
  public var columns: [Column] = []
  /// `retryable:` whether a retry makes sense for the latest row's `responseStatus`.
  public var retryable: Bool?
  /// `consent:` where the parent's consent to the current version stands.
  public var consent: AmazonConsent?
  /// `pending-request:` whether Amazon is asking the parent.
  public var pendingRequest: Bool?
  /// `revocation-report:` the `user_id`s today's Parental Consent Revocation Report lists, in
  /// its order; empty for none.
  public var revocationReport: [String]?
  /// `refused:` whether the step's own action must (or must not) be refused.
  public var rejection: ExpectedRejection?
  /// `trace-contains:` texts that must each appear in an entry this step produced.
  public var traceContains: [String] = []
  /// `trace-lacks:` texts that no entry this step produced may contain in its summary.
  public var traceLacks: [String] = []
  /// The keys written `{not: value}` other than the columns and `step`.
  public var negatedKeys: Set<String> = []

  /// An expectation that checks nothing.
  public init() {}

  /// Whether it checks nothing.
  public var isEmpty: Bool { self == AmazonExpectation() }
}
