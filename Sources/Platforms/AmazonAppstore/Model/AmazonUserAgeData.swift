import FlowEngine

/// `GetUserAgeData`'s answer as Amazon shapes it: a Cursor of one row and six columns, every
/// column present, a missing value NULL (amazon.md §1, §2). The ages come from a fixed band,
/// so no custom range can be expressed.
public struct AmazonUserAgeData: Hashable, Sendable {
  /// The outcome of the call.
  public var responseStatus: AmazonResponseStatus
  /// The user's status; nil where a client reads NULL (an error shape AgeTUI can switch to,
  /// amazon.md §4 [U]).
  public var userStatus: AmazonUserStatus?
  /// The band behind `ageLower` and `ageUpper`; nil when both are null.
  public var band: AmazonAgeBand?
  /// The anonymous app user ID of a child or teen profile.
  public var userId: String?
  /// The time of the parent's latest consent.
  public var mostRecentApprovalDate: AmazonApprovalTimestamp?

  /// The column names, in Amazon's order (amazon.md §1 [3P]).
  public static let columns = [
    "responseStatus", "userStatus", "ageLower", "ageUpper", "userId", "mostRecentApprovalDate",
  ]

  /// A row.
  public init(
    responseStatus: AmazonResponseStatus, userStatus: AmazonUserStatus?,
    band: AmazonAgeBand? = nil, userId: String? = nil,
    mostRecentApprovalDate: AmazonApprovalTimestamp? = nil
  ) {
    self.responseStatus = responseStatus
    self.userStatus = userStatus
    self.band = band
    self.userId = userId
    self.mostRecentApprovalDate = mostRecentApprovalDate
  }

  /// The error shape: the status, `userStatus` empty (Amazon's sample) or null, four nulls
  /// (amazon.md §5.1).
  public static func failure(_ status: AmazonResponseStatus, shape: AmazonErrorShape) -> Self {
    AmazonUserAgeData(responseStatus: status, userStatus: shape.userStatus)
  }

  /// `SUCCESS` with the empty status and four nulls: no law applies (amazon.md §5.3).
  public static let notApplicable = AmazonUserAgeData(
    responseStatus: .success, userStatus: .notApplicable)

  /// `ageLower`.
  public var ageLower: Int? { band?.lower }
  /// `ageUpper`.
  public var ageUpper: Int? { band?.upper }

  /// The six cells in Amazon's order.
  public var cells: [AmazonCell] {
    let status: AmazonCell = userStatus.map { AmazonCell.string($0.rawValue) } ?? .null
    let lower: AmazonCell = ageLower.map(AmazonCell.integer) ?? .null
    let upper: AmazonCell = ageUpper.map(AmazonCell.integer) ?? .null
    let user: AmazonCell = userId.map(AmazonCell.string) ?? .null
    let date: AmazonCell = mostRecentApprovalDate.map { AmazonCell.string($0.description) } ?? .null
    return [.string(responseStatus.rawValue), status, lower, upper, user, date]
  }

  /// The row as a JSON object with Amazon's exact keys in Amazon's order, nulls written out,
  /// on one line.
  public var json: String {
    let pairs = zip(Self.columns, cells).map { "\"\($0)\":\($1.json)" }
    return "{" + pairs.joined(separator: ",") + "}"
  }

  /// Each column explained in a sentence, in Amazon's order, for a reader of the row.
  public var explanation: [String] {
    let ages =
      switch (ageLower, ageUpper) {
      case (let lower?, let upper?):
        "ageLower \(lower), ageUpper \(upper): the band \(lower)–\(upper)."
      case (let lower?, nil): "ageLower \(lower), ageUpper null: \(lower) or over (Amazon's 18+)."
      case (nil, _): "ageLower and ageUpper null: no age is given."
      }
    let user =
      userId.map { "userId \($0): the child or teen profile's anonymous app user ID." }
      ?? "userId null: no child or teen profile to name."
    let date =
      mostRecentApprovalDate.map { "mostRecentApprovalDate \($0): the parent's latest consent." }
      ?? "mostRecentApprovalDate null: no consent on record."
    return [
      responseStatus.meaning,
      userStatus?.meaning ?? "userStatus null: no status (an error row).",
      ages, user, date,
    ]
  }

  /// One line for a trace: every column as `key=value`, NULL for null.
  public var summary: String {
    zip(Self.columns, cells).map { "\($0)=\($1.text)" }.joined(separator: " ")
  }
}
