import FlowEngine
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
  /// What the platform's side calls its devices.
  public var naming: DeviceNaming = .apple
  /// Whether `run` needs `--store PLATFORM` to draw it: the scenario opens on another store's
  /// side.
  public var needsStoreOption = false

  /// Where a built-in shows a surface: after walkthrough `step` of `scenario`, on `device` of
  /// `platform`'s side (whose devices `naming` names); `needsStoreOption` when `run` needs
  /// `--store PLATFORM` to draw it.
  public init(
    scenario: String, step: Int, device: DeviceID, platform: ScenarioPlatform = .apple,
    naming: DeviceNaming = .apple, needsStoreOption: Bool = false
  ) {
    self.scenario = scenario
    self.step = step
    self.device = device
    self.platform = platform
    self.naming = naming
    self.needsStoreOption = needsStoreOption
  }

  /// The device as its store names it (`child-iphone`, `parent-phone`).
  public var deviceName: String { naming.name(of: device) }

  /// The `agetui run` arguments that draw it: `NAME --format svg --step N`, with `--store
  /// PLATFORM` where the scenario opens on another store's side.
  public var runArguments: String {
    "\(scenario) --format svg --step \(step)"
      + (needsStoreOption ? " --store \(platform.rawValue)" : "")
  }
}
