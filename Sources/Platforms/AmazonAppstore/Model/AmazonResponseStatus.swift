/// `GetUserAgeData`'s `responseStatus`: the outcome of the call, a value in a normal row, not
/// an exception or a numeric code (amazon.md §3.1, §9).
public enum AmazonResponseStatus: String, CaseIterable, Hashable, Sendable, Codable {
  /// The call worked; `userStatus` says the rest.
  case success = "SUCCESS"
  /// The signed-in account does not own the app (sideloaded, or from another store).
  case appNotOwned = "APP_NOT_OWNED"
  /// A passing failure of Amazon's service.
  case internalTransientError = "INTERNAL_TRANSIENT_ERROR"
  /// A lasting failure of Amazon's service.
  case internalError = "INTERNAL_ERROR"
  /// The API is not available to this call: before live responses (amazon.md §3.1 [V]).
  case featureNotSupported = "FEATURE_NOT_SUPPORTED"

  /// The statuses a `--fault` can inject: every one but `SUCCESS`.
  public static let faults: [AmazonResponseStatus] = allCases.filter { $0 != .success }

  /// Whether an automatic retry makes sense: only for a transient error, with backoff, a few
  /// times (amazon.md §9 [I]); every other failure means "no signal now".
  public var isRetryable: Bool {
    switch self {
    case .internalTransientError: true
    case .success, .appNotOwned, .internalError, .featureNotSupported: false
    }
  }

  /// What the value means and what a client should do, in one sentence (amazon.md §3.1, §9).
  public var meaning: String {
    switch self {
    case .success:
      "SUCCESS: the call worked; read userStatus."
    case .appNotOwned:
      "APP_NOT_OWNED: the signed-in account does not own the app; do not retry, send the user "
        + "to the Appstore [I]."
    case .internalTransientError:
      "INTERNAL_TRANSIENT_ERROR: a passing service failure; retry with backoff, a few times [I]."
    case .internalError:
      "INTERNAL_ERROR: a lasting service failure; do not retry in a loop, ask again at the next "
        + "launch [I]."
    case .featureNotSupported:
      "FEATURE_NOT_SUPPORTED: the API gives no live answer to this call (before live responses, "
        + "or not enabled); do not retry [V/U]."
    }
  }
}
