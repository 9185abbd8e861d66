import FlowEngine
import GooglePlayScenarios
import Scenarios

/// A store a scenario runs on: Apple's App Store, Google Play, or both (`platforms:` in a file).
public enum StoreName: String, CaseIterable, Hashable, Sendable, Codable {
  /// Apple: Declared Age Range, PermissionKit, the App Store.
  case apple
  /// Google Play: Age Signals, Family Link, Play Console.
  case googlePlay = "google-play"

  /// The store as a scenario's platform.
  public var platform: ScenarioPlatform {
    switch self {
    case .apple: .apple
    case .googlePlay: .googlePlay
    }
  }

  /// The store `platform` is, or nil for a platform that is not one of AgeTUI's two stores.
  public init?(_ platform: ScenarioPlatform) {
    guard let store = Self.allCases.first(where: { $0.platform == platform }) else { return nil }
    self = store
  }

  /// The store's name for headings: `Apple`, `Google Play`.
  public var title: String { platform.title }

  /// What `device` is called in this store's part of a scenario and in its reports:
  /// `child-iphone` on Apple, `child-android` on Google Play.
  public func name(of device: DeviceID) -> String {
    switch self {
    case .apple: DeviceNaming.apple.name(of: device)
    case .googlePlay: DeviceNaming.googlePlay.name(of: device)
    }
  }
}
