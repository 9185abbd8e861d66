import FlowEngine

/// `AgeRangeService.Error`: what `requestAgeRange` throws.
public enum AgeRangeError: Error, Hashable, Sendable {
  /// The system could not share the age range (e.g. no Apple Account signed in before 27.0).
  case notAvailable(String)
  /// Bad parameters: the message names the broken rule.
  case invalidRequest(String)
  /// No Apple Account signed in, or the account is not eligible (27.0+).
  case invalidAccount(String)

  /// The case name as Apple spells it.
  public var name: String {
    switch self {
    case .notAvailable: "notAvailable"
    case .invalidRequest: "invalidRequest"
    case .invalidAccount: "invalidAccount"
    }
  }

  /// Why it was thrown.
  public var message: String {
    switch self {
    case .notAvailable(let message), .invalidRequest(let message),
      .invalidAccount(let message):
      message
    }
  }
}
