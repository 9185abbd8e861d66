/// An App Store Server Notifications V2 `notificationType` the simulated App Store sends.
public enum ServerNotificationType: String, CaseIterable, Hashable, Sendable, Codable {
  /// A parent or guardian withdrew consent for the child's use of the app (§5.6, §9.3).
  case rescindConsent = "RESCIND_CONSENT"
}
