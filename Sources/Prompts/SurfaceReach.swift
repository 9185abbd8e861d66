import FlowEngine
import GooglePlay
import Scenarios

/// Where a built-in scenario shows a surface: the first walkthrough step after which it shows
/// (0 is the start), and on which device.
public struct SurfaceReach: Hashable, Sendable {
  /// The built-in's name.
  public var scenario: String
  /// The walkthrough step (what `agetui run NAME --step N` takes; 0 is the start).
  public var step: Int
  /// The device showing it.
  public var device: DeviceID
  /// The platform whose side shows it.
  public var platform: ScenarioPlatform = .apple
  /// Whether `run` needs `--store google-play` to draw it: the scenario runs on both stores and
  /// the surface is Google Play's.
  public var needsStoreOption = false

  /// The store whose side shows it, when it is one of AgeTUI's two.
  public var store: StoreName? { StoreName(platform) }

  /// Where a built-in shows a surface: after walkthrough `step` of `scenario`, on `device` of
  /// `platform`'s side; `needsStoreOption` when `run` needs `--store google-play` to draw it.
  public init(
    scenario: String, step: Int, device: DeviceID, platform: ScenarioPlatform = .apple,
    needsStoreOption: Bool = false
  ) {
    self.scenario = scenario
    self.step = step
    self.device = device
    self.platform = platform
    self.needsStoreOption = needsStoreOption
  }

  /// The device as its store names it (`child-iphone`, `parent-phone`); another platform's as
  /// the kernel does.
  public var deviceName: String { store?.name(of: device) ?? device.rawValue }

  /// The `agetui run` arguments that draw it: `NAME --format svg --step N`, with `--store
  /// google-play` where the scenario opens on Apple's side.
  public var runArguments: String {
    "\(scenario) --format svg --step \(step)" + (needsStoreOption ? " --store google-play" : "")
  }
}
