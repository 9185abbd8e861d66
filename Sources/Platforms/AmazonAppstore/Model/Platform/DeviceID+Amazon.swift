import FlowEngine

extension DeviceID {
  /// The device's name on Amazon's side: the child's Fire tablet, the account's second device,
  /// and the parent's device (Amazon does not say which device a parent consents on, amazon.md
  /// §10).
  public var amazonName: String {
    switch self {
    case .childPhone: "child-fire-tablet"
    case .secondDevice: "second-device"
    case .parentPhone: "parent-device"
    }
  }

  /// The device Amazon's name `amazonName` names, or nil.
  public init?(amazonName: String) {
    guard let device = Self.allCases.first(where: { $0.amazonName == amazonName }) else {
      return nil
    }
    self = device
  }
}
