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
  /// The store whose side shows it.
  public var store: StoreName = .apple
  /// Whether `run` needs `--store google-play` to draw it: the scenario runs on both stores and
  /// the surface is Google Play's.
  public var needsStoreOption = false

  /// The device as its store names it: `child-iphone`, `parent-phone`.
  public var deviceName: String { store.name(of: device) }

  /// The `agetui run` arguments that draw it: `NAME --format svg --step N`, with `--store
  /// google-play` where the scenario opens on Apple's side.
  public var runArguments: String {
    "\(scenario) --format svg --step \(step)" + (needsStoreOption ? " --store google-play" : "")
  }
}
