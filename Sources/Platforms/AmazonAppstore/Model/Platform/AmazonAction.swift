import FlowEngine

/// What the child, the app, the parent, the developer or the clock can do on Amazon Appstore.
public enum AmazonAction: Hashable, Sendable, Codable {
  /// The child opens the app on a device; the app queries `GetUserAgeData` as its flow needs.
  case launch(DeviceID)
  /// The child closes the app.
  case close(DeviceID)
  /// The running app queries `GetUserAgeData` again (nothing is pushed to it [I]).
  case queryAgain(DeviceID)
  /// The developer reports a significant change in the Developer Console (amazon.md §6 [V]).
  case reportChange(id: ChangeID, description: String)
  /// The parent consents to the current version, from a device.
  case parentConsents(from: DeviceID)
  /// The parent withholds consent to the pending request, from a device.
  case parentWithholds(from: DeviceID)
  /// The parent revokes consent, from a device (amazon.md §7 [V]).
  case parentRevokes(from: DeviceID)
  /// The clock moves forward by whole days.
  case advanceClock(days: Int)
  /// A setting changes.
  case set(AmazonSetting)
}
