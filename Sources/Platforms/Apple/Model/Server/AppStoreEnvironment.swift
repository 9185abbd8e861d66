/// The App Store server environment a notification comes from (`appData.environment`), in
/// Apple's spelling (reference §9.3). Which one a scenario plays is its
/// `app-store-environment` (docs/scenarios.md).
public enum AppStoreEnvironment: String, CaseIterable, Hashable, Sendable, Codable {
  /// A sandbox Apple Account on a development build: how a developer triggers RESCIND_CONSENT
  /// (Settings › Developer › Sandbox Apple Account › Revoke App Consent, §4.3).
  case sandbox = "Sandbox"
  /// An app downloaded from the App Store: a parent withdraws consent for real.
  case production = "Production"
  /// Apple's local test data (§8.2): no `appAppleId`, and verifiers skip the signature.
  case localTesting = "LocalTesting"

  /// Whether `appData` carries the app's `appAppleId` here (absent in LocalTesting, §9.3).
  public var carriesAppAppleID: Bool {
    switch self {
    case .sandbox, .production: true
    case .localTesting: false
    }
  }
}
