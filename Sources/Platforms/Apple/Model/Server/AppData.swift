/// The app's part of a notification (`appData`, App Store Server Notifications 2.19; the
/// `AppData` model of Apple's app-store-server-library), in Apple's key order.
public struct AppData: Hashable, Sendable, Codable {
  /// `appAppleId`: the app's Apple ID in App Store Connect; nil where the environment sends
  /// none (LocalTesting) or the world knows none.
  public var appAppleID: Int?
  /// `bundleId`.
  public var bundleID: String
  /// `environment`.
  public var environment: AppStoreEnvironment
  /// `signedAppTransactionInfo`: the app transaction as a JWS. AgeTUI's is unsigned
  /// (``AppTransactionInfo/unsignedJWS``).
  public var signedAppTransactionInfo: String

  /// Creates the app's part.
  public init(
    appAppleID: Int?, bundleID: String, environment: AppStoreEnvironment,
    signedAppTransactionInfo: String
  ) {
    self.appAppleID = appAppleID
    self.bundleID = bundleID
    self.environment = environment
    self.signedAppTransactionInfo = signedAppTransactionInfo
  }
}
