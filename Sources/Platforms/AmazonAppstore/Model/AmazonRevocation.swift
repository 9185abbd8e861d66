import FlowEngine

/// One parental revocation as Amazon's Parental Consent Revocation Report lists it (amazon.md
/// §7 [V]), with the day AgeTUI keeps beside it: the report itself has no date column.
public struct AmazonRevocation: Hashable, Sendable {
  /// `user_id`: the child or teen profile's app user ID, the API's `userId`.
  public var userId: String
  /// `app_asin`.
  public var appASIN: String
  /// `app_name`.
  public var appName: String
  /// The day the parent revoked (AgeTUI's; not a column of the report).
  public var revokedOn: SimDate

  /// A revocation.
  public init(userId: String, appASIN: String, appName: String, revokedOn: SimDate) {
    self.userId = userId
    self.appASIN = appASIN
    self.appName = appName
    self.revokedOn = revokedOn
  }
}
