import FlowEngine

/// An App Store Server Notification V2 as the developer's server decodes it from the JWS
/// `signedPayload` (Apple's `ResponseBodyV2DecodedPayload`; reference §9.3), in Apple's key
/// order: `notificationType`, `notificationUUID`, `version`, `signedDate`, `appData`.
///
/// RESCIND_CONSENT has no `subtype` and no `data` (§5.6), so neither is a field: the value
/// cannot hold one. What the App Store signs is issue 45's; this is the payload as data.
public struct ServerNotificationPayload: Hashable, Sendable, Codable {
  /// `notificationType`.
  public var notificationType: ServerNotificationType
  /// `notificationUUID`: derived from the simulation, never random
  /// (``rescindConsent(in:installedVersion:ordinal:)``).
  public var notificationUUID: NameBasedUUID
  /// `version`: the App Store Server Notifications version, `"2.0"`.
  public var version: String
  /// `signedDate`: when the App Store signed it, in milliseconds since 1970 (UTC).
  public var signedDate: Int
  /// `appData`.
  public var appData: AppData

  /// App Store Server Notifications V2's `version`.
  public static let notificationsVersion = "2.0"

  /// Creates a payload.
  public init(
    notificationType: ServerNotificationType, notificationUUID: NameBasedUUID,
    version: String = Self.notificationsVersion, signedDate: Int, appData: AppData
  ) {
    self.notificationType = notificationType
    self.notificationUUID = notificationUUID
    self.version = version
    self.signedDate = signedDate
    self.appData = appData
  }

  /// RESCIND_CONSENT for the world's app, the `ordinal`-th notification the App Store sent in
  /// this simulation (from 1), signed on the world's day.
  ///
  /// [I] Modelling choices, as docs/trace-format.md states them: the simulated clock counts
  /// whole days (`SimDate` has no time of day or zone), so `signedDate` is the day's first
  /// millisecond, 00:00:00.000 UTC; `notificationUUID` is the version-5 UUID, in the URL
  /// namespace, of ``uuidName(type:bundleID:environment:day:ordinal:)``, so the same run gives
  /// the same UUID and two notifications of one run never share one.
  public static func rescindConsent(
    in world: AppleWorld, installedVersion: AppVersion, ordinal: Int
  ) -> ServerNotificationPayload {
    let environment = world.appStoreEnvironment
    let appAppleID = environment.carriesAppAppleID ? world.appAppleID : nil
    let signedDate = signedDate(of: world.today)
    let transaction = AppTransactionInfo(
      receiptType: environment, appAppleID: appAppleID, bundleID: world.app.bundleID,
      applicationVersion: installedVersion.description, receiptCreationDate: signedDate,
      originalApplicationVersion: world.app.originalInstallVersion.description)
    let name = uuidName(
      type: .rescindConsent, bundleID: world.app.bundleID, environment: environment,
      day: world.today, ordinal: ordinal)
    return ServerNotificationPayload(
      notificationType: .rescindConsent,
      notificationUUID: NameBasedUUID(namespace: .urlNamespace, name: name),
      signedDate: signedDate,
      appData: AppData(
        appAppleID: appAppleID, bundleID: world.app.bundleID, environment: environment,
        signedAppTransactionInfo: transaction.unsignedJWS))
  }

  /// The name a notification's UUID is derived from:
  /// `agetui:server-notification:RESCIND_CONSENT:com.example.landmarks:Sandbox:2026-09-14:1`.
  public static func uuidName(
    type: ServerNotificationType, bundleID: String, environment: AppStoreEnvironment,
    day: SimDate, ordinal: Int
  ) -> String {
    "agetui:server-notification:\(type.rawValue):\(bundleID):\(environment.rawValue):\(day):"
      + "\(ordinal)"
  }

  /// The first millisecond of a simulated day, UTC, in milliseconds since 1970.
  public static func signedDate(of day: SimDate) -> Int {
    day.daysSinceEpoch * 86_400_000
  }
}
