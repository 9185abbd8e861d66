import Apple
import FlowEngine
import GooglePlay
import Scenarios

// MARK: - Google Play's side: the same settings in Play's world

extension CompareDimension {
  /// Every value the dimension takes on Play's side, in display order: Play's sharing settings,
  /// the scenario's region table (`regions`, the one Play's `region` verb takes), or the Age
  /// Signals library versions; none for the iOS version, which Play's side does not have.
  public func values(in world: PlayWorld, regions: RegionTable) -> [String] {
    switch self {
    case .mode: PlayAccount.SharingMode.allCases.map(\.rawValue)
    case .region: regions.places.map(\.code.rawValue)
    case .sdk: AgeSignalsSDK.allCases.map(\.rawValue)
    case .os: []
    }
  }

  /// Play's world's own value: `always-share`, `BR`, `0.0.4`.
  public func value(in world: PlayWorld) -> String {
    switch self {
    case .mode: world.child.sharingMode.rawValue
    case .region: world.child.region.rawValue
    case .sdk: world.app.sdk.rawValue
    case .os: ""
    }
  }

  /// The value as a column heading on Play's side: `Always share`, `BR Brazil`, `SDK 0.0.3`.
  public func label(of value: String, regions: RegionTable) -> String {
    switch self {
    case .mode: PlayAccount.SharingMode(rawValue: value)?.title ?? value
    case .region: regions.region(code: RegionCode(value)).map { "\($0.code) \($0.name)" } ?? value
    case .sdk: "SDK \(value)"
    case .os: value
    }
  }

  /// Play's world with the value in force (one the setting does not take leaves the world's
  /// own: the values are checked before); nil for the iOS version, which Play does not have.
  public func world(_ world: PlayWorld, with value: String) -> PlayWorld? {
    var changed = world
    if self == .mode, let mode = PlayAccount.SharingMode(rawValue: value) {
      changed.child.sharingMode = mode
    }
    if self == .region { changed.child.region = RegionCode(value) }
    if self == .sdk, let sdk = AgeSignalsSDK(rawValue: value) { changed.app.sdk = sdk }
    return self == .os ? nil : changed
  }
}
