import FlowEngine
import GooglePlay
import Scenarios

extension DeviceNaming {
  /// Google Play's names: `child-android`, `second-device`, `parent-phone`.
  public static let googlePlay = DeviceNaming(
    names: Dictionary(uniqueKeysWithValues: DeviceID.allCases.map { ($0, $0.playName) }),
    secondDeviceSetting: "google-play.second-device")
}
