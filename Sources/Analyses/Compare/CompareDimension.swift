import Apple
import FlowEngine
import Reports
import Scenarios

/// The one setting `agetui compare` and the TUI's compare overlay change between columns.
public enum CompareDimension: String, CaseIterable, Hashable, Sendable {
  /// The person's sharing mode (Age Range for Apps).
  case mode
  /// The region in force.
  case region
  /// The OS version on the person's devices.
  case os
  /// The Age Signals library the app links: Google Play's side only.
  case sdk

  /// The setting's name in a sentence: `sharing mode`, `region`, `iOS version`, `SDK version`.
  public var title: String {
    switch self {
    case .mode: "sharing mode"
    case .region: "region"
    case .os: "iOS version"
    case .sdk: "SDK version"
    }
  }

  /// The title with its article: `a sharing mode`, `a region`, `an iOS version`.
  public var titleWithArticle: String {
    switch self {
    case .mode, .region: "a \(title)"
    case .os, .sdk: "an \(title)"
    }
  }

  /// The dimensions a store's side is compared by, in Tab's order: the iOS version is Apple's
  /// only, the Age Signals library Google Play's.
  public static func all(on store: StoreName) -> [CompareDimension] {
    switch store {
    case .apple: [.mode, .region, .os]
    case .googlePlay: [.mode, .region, .sdk]
    }
  }

  /// The dimension after this one on Apple's side, as Tab cycles them in the TUI.
  public var next: CompareDimension { next(on: .apple) }

  /// The dimension after this one on `store`'s side, as Tab cycles them in the TUI.
  public func next(on store: StoreName) -> CompareDimension {
    Self.all(on: store).cycled(after: self)
  }

  /// Every value the dimension takes in Apple's world, in display order: the sharing modes, the
  /// region table's codes (the built-in rows and any the scenario adds), or every modelled OS;
  /// none for the Age Signals library, which Apple's side does not have.
  public func values(in world: World) -> [String] {
    switch self {
    case .mode: SharingMode.allCases.map(\.rawValue)
    case .region: world.regions.places.map(\.code.rawValue)
    case .os: OSVersion.allCases.map(\.rawValue)
    case .sdk: []
    }
  }

  /// The world's own value: `ask-first`, `US-TX`, `26.5`.
  public func value(in world: World) -> String {
    switch self {
    case .mode: world.person.sharingMode.rawValue
    case .region: world.region.code.rawValue
    case .os: world.os.rawValue
    case .sdk: ""
    }
  }

  /// The value as a column heading: `Ask First`, `US-TX Texas`, `iOS 26.5`.
  public func label(of value: String, in world: World) -> String {
    switch self {
    case .mode: SharingMode(rawValue: value)?.title ?? value
    case .region:
      world.regions.region(code: RegionCode(value)).map { "\($0.code) \($0.name)" } ?? value
    case .os: "iOS \(value)"
    case .sdk: value
    }
  }

  /// The world with the value in force; nil when the dimension does not take the value.
  public func world(_ world: World, with value: String) -> World? {
    var changed = world
    switch self {
    case .mode:
      guard let mode = SharingMode(rawValue: value) else { return nil }
      changed.person.sharingMode = mode
    case .region:
      guard let region = world.regions.region(code: RegionCode(value)) else { return nil }
      changed.regionCode = region.code
    case .os:
      guard let version = OSVersion(rawValue: value) else { return nil }
      changed.os = version
    case .sdk: return nil
    }
    return changed
  }
}
