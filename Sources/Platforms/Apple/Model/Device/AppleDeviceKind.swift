import FlowEngine

/// What kind of device a person's device is.
public enum AppleDeviceKind: String, Hashable, Sendable, CaseIterable {
  /// An iPhone.
  case iPhone = "iphone"
  /// An iPad.
  case iPad = "ipad"
  /// A Mac: `isEligibleForAgeFeatures` always answers false there.
  case mac

  /// The name shown in panes.
  public var title: String {
    switch self {
    case .iPhone: "iPhone"
    case .iPad: "iPad"
    case .mac: "Mac"
    }
  }
}
