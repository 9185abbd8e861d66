/// A store a scenario runs on: Apple's App Store, Google Play, or both (`platforms:` in a file).
public enum StoreName: String, CaseIterable, Hashable, Sendable, Codable {
  /// Apple: Declared Age Range, PermissionKit, the App Store.
  case apple
  /// Google Play: Age Signals, Family Link, Play Console.
  case googlePlay = "google-play"

  /// The store's name for headings: `Apple`, `Google Play`.
  public var title: String {
    switch self {
    case .apple: "Apple"
    case .googlePlay: "Google Play"
    }
  }
}
