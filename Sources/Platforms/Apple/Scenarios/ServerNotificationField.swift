import Apple
import Scenarios

/// A key of the decoded server notification that `expect: server-notification:` reads, in
/// Apple's spelling (the `ResponseBodyV2DecodedPayload` keys, then `appData`'s), in Apple's
/// order.
public enum ServerNotificationField: String, CaseIterable, Hashable, Sendable {
  /// `notificationType`.
  case notificationType
  /// `notificationUUID`.
  case notificationUUID
  /// `version`.
  case version
  /// `signedDate` (milliseconds since 1970).
  case signedDate
  /// `appData.appAppleId`, or `none` where it is absent.
  case appAppleId
  /// `appData.bundleId`.
  case bundleId
  /// `appData.environment`.
  case environment
  /// `appData.signedAppTransactionInfo`.
  case signedAppTransactionInfo

  /// The key's value in a notification, as an expectation compares it.
  public func value(in notification: ServerNotificationPayload) -> String {
    let appData = notification.appData
    return switch self {
    case .notificationType: notification.notificationType.rawValue
    case .notificationUUID: notification.notificationUUID.description
    case .version: notification.version
    case .signedDate: "\(notification.signedDate)"
    case .appAppleId: appData.appAppleID.map { "\($0)" } ?? "none"
    case .bundleId: appData.bundleID
    case .environment: appData.environment.rawValue
    case .signedAppTransactionInfo: appData.signedAppTransactionInfo
    }
  }
}
