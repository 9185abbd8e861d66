import FlowEngine

/// What a store's part of a scenario calls each device, as keys of its `expect` blocks and in
/// its reports (`child-iphone` on Apple), and the setting that adds a second device to it.
public struct DeviceNaming: Hashable, Sendable {
  /// Each device's name, for the devices the store names otherwise than Apple.
  public var names: [DeviceID: String]
  /// The key that adds a second device (`world.second-device`).
  public var secondDeviceSetting: String

  /// A naming with `names` over Apple's (a device not listed keeps Apple's name).
  public init(names: [DeviceID: String] = [:], secondDeviceSetting: String) {
    self.names = names
    self.secondDeviceSetting = secondDeviceSetting
  }

  /// The name of `device`.
  public func name(of device: DeviceID) -> String {
    names[device] ?? device.rawValue
  }

  /// Apple's names: the devices' own.
  public static let apple = DeviceNaming(secondDeviceSetting: "world.second-device")
}
