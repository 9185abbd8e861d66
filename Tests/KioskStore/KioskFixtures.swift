import AmazonAppstoreStore
import AppleStore
import GooglePlayStore
import Scenarios
import StoreRegistry
import Stores

/// The kiosk's scenario file and the loader's sections that read it, for the kiosk's tests in
/// every test target (reports, analyses, prompts, the screens).
enum KioskFixtures {
  // swift-format-ignore
  /// `Stores.Listed` with the kiosk's one line added (``KioskDefinition``).
  typealias Listed =
    StoreListed<AppleDefinition,
    StoreListed<GooglePlayDefinition,
    StoreListed<AmazonAppstoreDefinition,
    StoreListed<KioskDefinition,
    NoStores>>>>

  /// The registered stores and the kiosk, registered as a store is (``StoreRegistration/kiosk``).
  static let stores = Listed.registrations

  /// Every section the built-in loader knows, and the kiosk's.
  static let sections = stores.compactMap(\.scenarioSection)

  /// A scenario on Apple and the kiosk; the kiosk's section starts on line 14, its script's steps on lines 17 to 20.
  static func file(platforms: String = "[apple, kiosk]", kioskScript: String = "") -> String {
    """
    name: kiosk-decline
    title: The kiosk reads a decline as an approval
    summary: A third platform, from the tests, beside Apple.
    platforms: \(platforms)
    world:
      today: 2026-09-14
      region: US-TX
      person:
        name: Sofia
        birthdate: 2012-03-02
      parent: Carlos
    script:
      - do: launch
    kiosk:
      faulty: true
      script:
        - launch
        - ask-parent
        - decline
        - poll\(kioskScript)

    """
  }

  /// The kiosk's file, with a Google Play section when `platforms` names Google Play.
  static func file(besidePlay platforms: String) -> String {
    var text = file(platforms: platforms)
    if !platforms.contains("apple") {
      text = text.replacingOccurrences(of: "script:\n  - do: launch\n", with: "")
    }
    guard platforms.contains("google-play") else { return text }
    return text + "google-play:\n  script:\n    - do: launch\n    - do: close\n"
  }
}
