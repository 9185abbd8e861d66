import Apple
import Reports

extension ServerNotificationPayload {
  /// The decoded payload in Apple's shape (`ResponseBodyV2DecodedPayload` with its `appData`):
  /// Apple's keys in Apple's order, numbers as numbers, and the keys RESCIND_CONSENT does not
  /// carry (`subtype`, `data`, `appAppleId` in LocalTesting) left out, as Apple leaves them.
  public var json: JSONValue {
    .object([
      ("notificationType", .string(notificationType.rawValue)),
      ("notificationUUID", .string(notificationUUID.description)),
      ("version", .string(version)),
      ("signedDate", .int(signedDate)),
      (
        "appData",
        .object(
          (appData.appAppleID.map { [("appAppleId", JSONValue.int($0))] } ?? []) + [
            ("bundleId", .string(appData.bundleID)),
            ("environment", .string(appData.environment.rawValue)),
            ("signedAppTransactionInfo", .string(appData.signedAppTransactionInfo)),
          ])
      ),
    ])
  }
}
