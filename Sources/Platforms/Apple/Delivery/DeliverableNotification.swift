import Apple
import Delivery
import Foundation
import Reports

/// An App Store Server Notification V2 the simulated App Store sends, ready to be signed: the
/// decoded payload of reference §9.3, from a running session's simulation or from a headless
/// run's report.
public struct DeliverableNotification: Hashable, Sendable {
  /// `notificationType` (`RESCIND_CONSENT`).
  public var notificationType: String
  /// `notificationUUID`: the ledger's key.
  public var notificationUUID: String
  /// `version`, `"2.0"`.
  public var version: String
  /// `signedDate`, milliseconds since 1970: the simulated day.
  public var signedDate: Int
  /// `appData.bundleId`.
  public var bundleID: String
  /// `appData.environment`.
  public var environment: AppStoreEnvironment
  /// `appData.appAppleId`, nil in LocalTesting.
  public var appAppleID: Int?
  /// What `signedAppTransactionInfo` signs.
  public var transaction: AppTransactionInfo

  /// Creates a notification.
  public init(
    notificationType: String, notificationUUID: String, version: String, signedDate: Int,
    bundleID: String, environment: AppStoreEnvironment, appAppleID: Int?,
    transaction: AppTransactionInfo
  ) {
    self.notificationType = notificationType
    self.notificationUUID = notificationUUID
    self.version = version
    self.signedDate = signedDate
    self.bundleID = bundleID
    self.environment = environment
    self.appAppleID = appAppleID
    self.transaction = transaction
  }

  /// The notification the simulation built (its unsigned `signedAppTransactionInfo` read back).
  public init(_ payload: ServerNotificationPayload) throws(DeliveryError) {
    let transaction = try Self.transaction(
      inUnsignedJWS: payload.appData.signedAppTransactionInfo,
      environment: payload.appData.environment, appAppleID: payload.appData.appAppleID,
      bundleID: payload.appData.bundleID, signedDate: payload.signedDate)
    self.init(
      notificationType: payload.notificationType.rawValue,
      notificationUUID: payload.notificationUUID.description, version: payload.version,
      signedDate: payload.signedDate, bundleID: payload.appData.bundleID,
      environment: payload.appData.environment, appAppleID: payload.appData.appAppleID,
      transaction: transaction)
  }

  /// The app transaction in the simulation's unsigned JWS (`HEADER.PAYLOAD.`), or, when its
  /// payload cannot be read, one built from the notification's own fields.
  static func transaction(
    inUnsignedJWS jws: String, environment: AppStoreEnvironment, appAppleID: Int?,
    bundleID: String, signedDate: Int
  ) throws(DeliveryError) -> AppTransactionInfo {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let data = JWSSigner.decodeBase64URL(String(parts[1])),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let applicationVersion = object["applicationVersion"] as? String,
      let originalVersion = object["originalApplicationVersion"] as? String
    else {
      throw DeliveryError("the notification's signedAppTransactionInfo is not a JWS AgeTUI wrote")
    }
    return AppTransactionInfo(
      receiptType: environment, appAppleID: appAppleID, bundleID: bundleID,
      applicationVersion: applicationVersion,
      receiptCreationDate: (object["receiptCreationDate"] as? Int) ?? signedDate,
      originalApplicationVersion: originalVersion)
  }

  /// The same notification as another environment sends it (`--environment`): the
  /// environment, the transaction's `receiptType`, and `appAppleId` only where it is sent.
  /// - Throws: when the environment needs an `appAppleId` and none is known nor given.
  public func inEnvironment(_ chosen: AppStoreEnvironment, appAppleID given: Int?)
    throws(DeliveryError) -> DeliverableNotification
  {
    var changed = self
    changed.environment = chosen
    let identifier = given ?? appAppleID ?? transaction.appAppleID
    if chosen.carriesAppAppleID, identifier == nil {
      throw DeliveryError(
        "\(chosen.rawValue) notifications carry the app's appAppleId and the scenario has none; "
          + "give one with --app-apple-id")
    }
    changed.appAppleID = chosen.carriesAppAppleID ? identifier : nil
    changed.transaction.receiptType = chosen
    changed.transaction.appAppleID = changed.appAppleID
    return changed
  }

  /// The decoded payload as compact JSON, in Apple's key order, with `signedAppTransactionInfo`
  /// the JWS given.
  public func payloadJSON(signedAppTransactionInfo: String) -> String {
    var appData: [(String, JSONValue)] = []
    if let appAppleID { appData.append(("appAppleId", .int(appAppleID))) }
    appData += [
      ("bundleId", .string(bundleID)),
      ("environment", .string(environment.rawValue)),
      ("signedAppTransactionInfo", .string(signedAppTransactionInfo)),
    ]
    return JSONValue.object([
      ("notificationType", .string(notificationType)),
      ("notificationUUID", .string(notificationUUID)),
      ("version", .string(version)),
      ("signedDate", .int(signedDate)),
      ("appData", .object(appData)),
    ]).compact()
  }

  /// What the App Store POSTs: `{"signedPayload":"<JWS>"}`, the transaction signed first.
  public func requestBody(signer: JWSSigner) throws -> String {
    let transactionJWS = try signer.sign(transaction.json)
    let payload = try signer.sign(payloadJSON(signedAppTransactionInfo: transactionJWS))
    return JSONValue.object([("signedPayload", .string(payload))]).compact()
  }
}
