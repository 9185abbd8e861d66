/// The simulated devices.
public enum DeviceID: String, Hashable, Sendable, Codable, CaseIterable {
  /// The person's phone, where the app runs.
  case childPhone = "child-iphone"
  /// The person's second device (iPad or Mac), sharing their account.
  case secondDevice = "second-device"
  /// The parent's phone: where a parent is asked, notified and sets the child's settings.
  case parentPhone = "parent-iphone"
}
