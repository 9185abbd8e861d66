/// `AskError` (26.1): why `AskCenter.ask` throws.
public enum AskError: String, Hashable, Sendable, Codable {
  /// Unknown error.
  case unknown
  /// Communication limits are off, so a communication ask can't be sent.
  case communicationLimitsNotEnabled
  /// Contact sync is not enabled.
  case contactSyncNotSetup
  /// The request is invalid.
  case invalidQuestion
  /// Thrown for adults, who don't qualify for parental permission (26.2; sandbox table).
  case notAvailable
}
