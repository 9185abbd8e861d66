/// The errors an Age Signals call can fail with (reference §6.6 [V]), each with its code and
/// whether Google says to retry.
public enum AgeSignalsError: String, CaseIterable, Hashable, Sendable, Codable {
  /// The Play Store app is too old.
  case apiNotAvailable = "API_NOT_AVAILABLE"
  /// No Play Store on the device.
  case playStoreNotFound = "PLAY_STORE_NOT_FOUND"
  /// No network.
  case networkError = "NETWORK_ERROR"
  /// No Play services on the device.
  case playServicesNotFound = "PLAY_SERVICES_NOT_FOUND"
  /// The service could not be bound: retry with exponential backoff.
  case cannotBindToService = "CANNOT_BIND_TO_SERVICE"
  /// The Play Store needs an update.
  case playStoreVersionOutdated = "PLAY_STORE_VERSION_OUTDATED"
  /// Play services need an update.
  case playServicesVersionOutdated = "PLAY_SERVICES_VERSION_OUTDATED"
  /// A passing failure in the client.
  case clientTransientError = "CLIENT_TRANSIENT_ERROR"
  /// The app was not installed by Play.
  case appNotOwned = "APP_NOT_OWNED"
  /// The library is too old (0.0.3 and later).
  case sdkVersionOutdated = "SDK_VERSION_OUTDATED"
  /// Google's own failure.
  case internalError = "INTERNAL_ERROR"

  /// The error code Google documents.
  public var code: Int {
    switch self {
    case .apiNotAvailable: -1
    case .playStoreNotFound: -2
    case .networkError: -3
    case .playServicesNotFound: -4
    case .cannotBindToService: -5
    case .playStoreVersionOutdated: -6
    case .playServicesVersionOutdated: -7
    case .clientTransientError: -8
    case .appNotOwned: -9
    case .sdkVersionOutdated: -10
    case .internalError: -100
    }
  }

  /// Whether Google documents the error as worth retrying.
  public var isRetryable: Bool {
    switch self {
    case .apiNotAvailable, .playStoreNotFound, .networkError, .playServicesNotFound,
      .cannotBindToService, .playStoreVersionOutdated, .playServicesVersionOutdated,
      .clientTransientError:
      true
    case .appNotOwned, .sdkVersionOutdated, .internalError: false
    }
  }
}
