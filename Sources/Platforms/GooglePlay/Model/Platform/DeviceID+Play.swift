import FlowEngine

extension DeviceID {
  /// The device's name on Google Play's side, in scripts, reports and screens: the child's
  /// Android phone, the account's second device, and the parent's phone with Family Link (which
  /// runs on Android and on iPhone, so it is named for neither).
  public var playName: String {
    switch self {
    case .childPhone: "child-android"
    case .secondDevice: "second-device"
    case .parentPhone: "parent-phone"
    }
  }

  /// The device Play's name `playName` names, or nil.
  public init?(playName: String) {
    guard let device = Self.allCases.first(where: { $0.playName == playName }) else { return nil }
    self = device
  }
}
