import AmazonAppstore
import FlowEngine
import Scenarios

extension DeviceNaming {
  /// Amazon's names: `child-fire-tablet`, `second-device`, `parent-device`.
  public static let amazonAppstore = DeviceNaming(
    names: Dictionary(uniqueKeysWithValues: DeviceID.allCases.map { ($0, $0.amazonName) }),
    secondDeviceSetting: "amazon-appstore.second-device")
}
